package io.fracjson.jackson3.support;

import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.JsonGenerator;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.testkit.Documents;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

/** Small helpers for writing documents by hand in tests. */
public final class Frac {
    private Frac() {
    }

    /** What a test writes with a generator. */
    @FunctionalInterface
    public interface Writes {
        void to(JsonGenerator g) throws IOException;
    }

    public static byte[] write(FracJsonFactory factory, Writes writes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = factory.createGenerator(ObjectWriteContext.empty(), out)) {
            writes.to(g);
        }
        return out.toByteArray();
    }

    public static byte[] write(Writes writes) throws IOException {
        return write(new FracJsonFactory(), writes);
    }

    /** "FJ" header (no compression) followed by these body bytes: the kit's {@link Documents#document}. */
    public static byte[] document(String bodyHex) {
        return Documents.document(bodyHex);
    }

    public static String hex(byte[] bytes) {
        return Documents.hex(bytes);
    }
}
