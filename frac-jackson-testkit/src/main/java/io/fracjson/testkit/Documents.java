package io.fracjson.testkit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.HexFormat;

/** Small helpers for writing documents by hand in tests, on either line. */
public final class Documents {
    private Documents() {
    }

    /** What a test writes with a generator. */
    @FunctionalInterface
    public interface Writes {
        void to(JacksonLine.Generator g) throws IOException;
    }

    public static byte[] write(JacksonLine.Factory factory, Writes writes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JacksonLine.Generator g = factory.generator(out)) {
            writes.to(g);
        }
        return out.toByteArray();
    }

    /** "FJ" header (no compression) followed by these body bytes. */
    public static byte[] document(String bodyHex) {
        byte[] body = HexFormat.of().parseHex(bodyHex.replace(" ", ""));
        byte[] doc = new byte[3 + body.length];
        doc[0] = 'F';
        doc[1] = 'J';
        System.arraycopy(body, 0, doc, 3, body.length);
        return doc;
    }

    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }
}
