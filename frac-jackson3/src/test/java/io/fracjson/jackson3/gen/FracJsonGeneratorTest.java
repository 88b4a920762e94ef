package io.fracjson.jackson3.gen;

import tools.jackson.core.ObjectWriteContext;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonWriteFeature;
import io.fracjson.jackson3.support.Frac;
import org.junit.jupiter.api.Test;
import tools.jackson.core.Base64Variants;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.exc.StreamWriteException;
import tools.jackson.core.SerializableString;
import tools.jackson.core.io.SerializedString;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

import static io.fracjson.jackson3.support.Frac.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Jackson 3 twin of frac-jackson's {@code gen.FracJsonGeneratorTest}. */
class FracJsonGeneratorTest {
    @Test
    void sizedAndUnsizedContainersGiveTheSameBytes() throws IOException {
        for (int n : new int[] {0, 1, 31, 32, 47, 48, 255, 256, 70_000}) {
            int count = n;
            byte[] unsizedArray = Frac.write(g -> {
                g.writeStartArray();
                for (int i = 0; i < count; i++) {
                    g.writeNumber(i);
                }
                g.writeEndArray();
            });
            byte[] sizedArray = Frac.write(g -> {
                g.writeStartArray(null, count);
                for (int i = 0; i < count; i++) {
                    g.writeNumber(i);
                }
                g.writeEndArray();
            });
            assertEquals(hex(unsizedArray), hex(sizedArray), "array of " + n);

            byte[] unsizedObject = Frac.write(g -> writeObject(g, count, -1));
            byte[] sizedObject = Frac.write(g -> writeObject(g, count, count));
            assertEquals(hex(unsizedObject), hex(sizedObject), "object of " + n);
        }
    }

    private static void writeObject(JsonGenerator g, int count, int hint) {
        g.writeStartObject(null, hint);
        for (int i = 0; i < count; i++) {
            g.writeName("k" + i);
            g.writeStartArray();
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    @Test
    void numbersTakeTheReferenceForms() throws IOException {
        assertEquals("464a00" + "fd", hex(Frac.write(g -> g.writeNumber(31))));
        assertEquals("464a00" + "04ff", hex(Frac.write(g -> g.writeNumber((short) 255))));
        assertEquals("464a00" + "0a" + "ffffffffffffffff",
                hex(Frac.write(g -> g.writeNumber(new BigInteger("18446744073709551615")))));
        assertEquals("464a00" + "0b0000003f", hex(Frac.write(g -> g.writeNumber(0.5))));
        assertEquals("464a00" + "0b0000003f", hex(Frac.write(g -> g.writeNumber(0.5f))));
        assertEquals("464a00" + "0c9a9999999999b93f", hex(Frac.write(g -> g.writeNumber(0.1))));
        assertEquals("464a00" + "0b0000c07f", hex(Frac.write(g -> g.writeNumber(Double.NaN))));
        // A BigDecimal is its decimal text whatever its value (issue 44); number text is read as
        // JSON text of it would be: 5 is an integer, 5e0 a float.
        assertEquals("464a00" + "17" + "35", hex(Frac.write(g -> g.writeNumber(new BigDecimal("5")))));
        assertEquals("464a00" + "19" + "352e30", hex(Frac.write(g -> g.writeNumber(new BigDecimal("5.0")))));
        assertEquals("464a00" + "e3", hex(Frac.write(g -> g.writeNumber("5"))));
        assertEquals("464a00" + "0b0000a040", hex(Frac.write(g -> g.writeNumber("5e0"))));
        assertEquals("464a00" + "0a" + "ffffffffffffffff", hex(Frac.write(g -> g.writeNumber("18446744073709551615"))));
        assertEquals("464a00" + "0c9a9999999999b93f", hex(Frac.write(g -> g.writeNumber("0.10")))); // text has no scale
        // Beyond uint64: its decimal text by default; the nearest float (the reference's model) on request.
        assertEquals("464a00" + "2a" + hex("18446744073709551616".getBytes(StandardCharsets.US_ASCII)),
                hex(Frac.write(g -> g.writeNumber(BigInteger.ONE.shiftLeft(64)))));
        FracJsonFactory lossy = FracJsonFactory.builder()
                .enable(FracJsonWriteFeature.WRITE_INEXACT_NUMBERS_AS_FLOAT64).build();
        assertEquals("464a00" + "0b0000805f", hex(Frac.write(lossy, g -> g.writeNumber(BigInteger.ONE.shiftLeft(64)))));
        assertThrows(StreamWriteException.class, () -> Frac.write(g -> g.writeNumber("1.2.3")));
    }

    @Test
    void precisionLossFailsWhenAskedTo() {
        FracJsonFactory strict = FracJsonFactory.builder().enable(FracJsonWriteFeature.FAIL_ON_PRECISION_LOSS)
                .build();
        assertThrows(StreamWriteException.class,
                () -> Frac.write(strict, g -> g.writeNumber(BigInteger.ONE.shiftLeft(64))));
        assertThrows(StreamWriteException.class,
                () -> Frac.write(strict, g -> g.writeNumber(new BigDecimal("0.1000000000000000000001"))));
    }

    @Test
    void precisionIsKeptWhereTheFormatCan() throws IOException {
        FracJsonFactory strict = FracJsonFactory.builder().enable(FracJsonWriteFeature.FAIL_ON_PRECISION_LOSS)
                .build();
        assertEquals("464a00" + "0c9a9999999999b93f", hex(Frac.write(strict, g -> g.writeNumber(new BigDecimal("0.1")))));
        assertEquals("464a00" + "09" + "0000000000000080",
                hex(Frac.write(strict, g -> g.writeNumber(BigInteger.ONE.shiftLeft(63).negate()))));
    }

    @Test
    void rawOutputIsRefused() {
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> Frac.write(g -> g.writeRawValue("{}")));
        assertTrue(e.getMessage().contains("binary format"), e.getMessage());
        assertThrows(UnsupportedOperationException.class, () -> Frac.write(g -> g.writeRaw("x")));
    }

    @Test
    void binaryIsABase64String() throws IOException {
        byte[] data = {1, 2, 3, 4, 5};
        assertEquals(hex(Frac.write(g -> g.writeString("AgMEBQ=="))),
                hex(Frac.write(g -> g.writeBinary(Base64Variants.MIME_NO_LINEFEEDS, data, 1, 4))));
        assertEquals(hex(Frac.write(g -> g.writeString("AQIDBAU="))),
                hex(Frac.write(g -> g.writeBinary(new ByteArrayInputStream(data), -1))));
    }

    @Test
    void serializableNamesAndUtf8StringsWriteTheSameBytes() throws IOException {
        byte[] plain = Frac.write(g -> {
            g.writeStartObject();
            g.writeStringProperty("näme", "välue");
            g.writeEndObject();
        });
        byte[] serialized = Frac.write(g -> {
            g.writeStartObject();
            g.writeName(new SerializedString("näme"));
            byte[] utf8 = "välue".getBytes(StandardCharsets.UTF_8);
            g.writeUTF8String(utf8, 0, utf8.length);
            g.writeEndObject();
        });
        assertEquals(hex(plain), hex(serialized));
    }

    /** Enum values come as SerializableStrings, whose UTF-8 is copied: the bytes are those of the String. */
    @Test
    void serializableStringValuesWriteTheBytesOfTheirString() throws IOException {
        for (String value : new String[] {"", "RED", "välue", "\u4e2d\u6587", "\uD83D\uDE00", "x".repeat(300)}) {
            assertEquals(hex(Frac.write(g -> g.writeString(value))),
                    hex(Frac.write(g -> g.writeString(new SerializedString(value)))), value);
        }
    }

    /**
     * Only Jackson's own SerializedString is trusted to keep its value's UTF-8: another
     * implementation's bytes (here not UTF-8), or a subclass's (here another string's), are not
     * written, its value is, as a name and as a value.
     */
    @Test
    void anotherSerializableStringIsWrittenAsItsValue() throws IOException {
        byte[] plain = Frac.write(g -> {
            g.writeStartObject();
            g.writeName("näme");
            g.writeString("välue");
            g.writeEndObject();
        });
        byte[] misencoded = Frac.write(g -> {
            g.writeStartObject();
            g.writeName(misencoded("näme"));
            g.writeString(misencoded("välue"));
            g.writeEndObject();
        });
        assertEquals(hex(plain), hex(misencoded));
        byte[] forged = Frac.write(g -> {
            g.writeStartObject();
            g.writeName(new Forged("näme", "other"));
            g.writeString(new Forged("välue", "other"));
            g.writeEndObject();
        });
        assertEquals(hex(plain), hex(forged));
    }

    /** A SerializedString whose kept UTF-8 (a field subclasses may set) is another string's. */
    private static final class Forged extends SerializedString {
        Forged(String value, String other) {
            super(value);
            _unquotedUTF8Ref = other.getBytes(StandardCharsets.UTF_8);
        }
    }

    /** A SerializableString whose UTF-8 is not its value's (nor UTF-8); otherwise Jackson's. */
    private static SerializableString misencoded(String value) {
        SerializedString jacksons = new SerializedString(value);
        return (SerializableString) Proxy.newProxyInstance(SerializableString.class.getClassLoader(),
                new Class<?>[] {SerializableString.class}, (proxy, method, args) ->
                        method.getName().equals("asUnquotedUTF8") ? new byte[] {(byte) 0xC3} : method.invoke(jacksons, args));
    }

    /**
     * Jackson's SerializedString refuses to encode an unpaired surrogate with an IllegalArgumentException;
     * as a name (which let it through before) or a value it is the generator's own error, as for a String.
     */
    @Test
    void anUnpairedSurrogateInASerializableStringIsTheGeneratorsError() {
        SerializedString broken = new SerializedString("a\uD800b");
        StreamWriteException name = assertThrows(StreamWriteException.class, () -> Frac.write(g -> {
            g.writeStartObject();
            g.writeName(broken);
            g.writeNull();
            g.writeEndObject();
        }));
        assertTrue(name.getMessage().contains("unpaired surrogate"), name.getMessage());
        StreamWriteException value = assertThrows(StreamWriteException.class, () -> Frac.write(g -> g.writeString(broken)));
        assertTrue(value.getMessage().contains("unpaired surrogate"), value.getMessage());
    }

    @Test
    void eachRootValueIsWrittenWhenComplete() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = new FracJsonFactory().createGenerator(ObjectWriteContext.empty(), out)) {
            g.writeStartArray();
            g.writeNumber(1);
            assertEquals(0, out.size(), "nothing before the root value is complete");
            g.writeEndArray();
            assertEquals("464a00" + "9f" + "df", hex(out.toByteArray()));
            g.writeString("x");
            assertEquals("464a00" + "9fdf" + "464a00" + "1778", hex(out.toByteArray()));
        }
    }

    @Test
    void keysMustAlternateWithValues() {
        assertThrows(StreamWriteException.class, () -> Frac.write(g -> {
            g.writeStartObject();
            g.writeNumber(1);
        }));
        assertThrows(StreamWriteException.class, () -> Frac.write(g -> {
            g.writeStartObject();
            g.writeName("a");
            g.writeName("b");
        }));
    }

    /**
     * Jackson 3's AUTO_CLOSE_CONTENT (2.x: AUTO_CLOSE_JSON_CONTENT), switched off on the generator
     * itself ({@code configure}, which Jackson 3 keeps for this feature) and on the factory.
     */
    @Test
    void closeEndsOpenContainersOnlyWithAutoClose() throws IOException {
        assertEquals("464a00" + "9f" + "e0", hex(Frac.write(g -> {
            g.writeStartArray();
            g.writeNumber(2);
        })));
        assertEquals("", hex(Frac.write(g -> {
            g.configure(StreamWriteFeature.AUTO_CLOSE_CONTENT, false);
            g.writeStartArray();
            g.writeNumber(2);
        })));
        FracJsonFactory leaving = FracJsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_CONTENT).build();
        assertEquals("", hex(Frac.write(leaving, g -> {
            g.writeStartArray();
            g.writeNumber(2);
        })));
    }

    /** Base64 variants that wrap lines (MIME, PEM) read back (was: a JSON-escaped line break, "\\n"). */
    @Test
    void binaryInLineWrappingBase64VariantsReadsBack() {
        tools.jackson.databind.ObjectMapper mapper = new io.fracjson.jackson3.FracJsonMapper();
        byte[] data = new byte[200];
        new java.util.Random(3).nextBytes(data);
        for (tools.jackson.core.Base64Variant v : java.util.List.of(tools.jackson.core.Base64Variants.MIME,
                tools.jackson.core.Base64Variants.PEM, tools.jackson.core.Base64Variants.MIME_NO_LINEFEEDS)) {
            byte[] doc = mapper.writer().with(v).writeValueAsBytes(data);
            assertArrayEquals(data, mapper.readerFor(byte[].class).with(v).readValue(doc), v.getName());
        }
    }

    /** When ending the document and closing the output both fail, the first failure is thrown, the other suppressed. */
    @Test
    void closeReportsTheFirstFailureAndSuppressesTheNext() throws Exception {
        java.io.OutputStream broken = new java.io.OutputStream() {
            @Override
            public void write(int b) throws java.io.IOException {
                throw new java.io.IOException("write failed");
            }

            @Override
            public void write(byte[] b, int off, int len) throws java.io.IOException {
                throw new java.io.IOException("write failed");
            }

            @Override
            public void close() throws java.io.IOException {
                throw new java.io.IOException("close failed");
            }
        };
        tools.jackson.core.JsonGenerator g = new io.fracjson.jackson3.FracJsonFactory().createGenerator(tools.jackson.core.ObjectWriteContext.empty(), broken);
        g.writeStartArray();
        tools.jackson.core.JacksonException e = assertThrows(tools.jackson.core.JacksonException.class, g::close);
        assertTrue(String.valueOf(e.getMessage()).contains("write failed"), e.getMessage());
        assertEquals(1, e.getSuppressed().length, "the close failure is kept, not lost");
        assertTrue(String.valueOf(e.getSuppressed()[0].getMessage()).contains("close failed"));
    }

    /** A null stream is refused naming the argument (was: a NullPointerException from inside the reader). */
    @Test
    void aNullInputStreamIsRefusedNamingTheArgument() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new io.fracjson.jackson3.FracJsonFactory().createParser(tools.jackson.core.ObjectReadContext.empty(), (java.io.InputStream) null));
        assertTrue(e.getMessage().contains("InputStream"), e.getMessage());
    }
}
