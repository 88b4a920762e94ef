package io.fracjson.testkit;

import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Generator;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.Settings.Feature;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

import static io.fracjson.testkit.Documents.hex;
import static io.fracjson.testkit.Failure.Family.WRITE;
import static io.fracjson.testkit.Failures.expect;
import static io.fracjson.testkit.Failures.expectJackson;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The generator: containers, numbers in the reference's forms, strings and names however given, binary, closing. */
public abstract class FracJsonGeneratorBehaviour extends LineTest {
    protected final Factory factory;

    protected FracJsonGeneratorBehaviour(JacksonLine line) {
        super(line);
        this.factory = line.factory();
    }

    @Test
    void sizedAndUnsizedContainersGiveTheSameBytes() throws IOException {
        for (int n : new int[] {0, 1, 31, 32, 47, 48, 255, 256, 70_000}) {
            int count = n;
            byte[] unsizedArray = write(g -> {
                g.writeStartArray();
                for (int i = 0; i < count; i++) {
                    g.writeNumber(i);
                }
                g.writeEndArray();
            });
            byte[] sizedArray = write(g -> {
                g.writeStartArray(count);
                for (int i = 0; i < count; i++) {
                    g.writeNumber(i);
                }
                g.writeEndArray();
            });
            assertEquals(hex(unsizedArray), hex(sizedArray), "array of " + n);

            byte[] unsizedObject = write(g -> writeObject(g, count, -1));
            byte[] sizedObject = write(g -> writeObject(g, count, count));
            assertEquals(hex(unsizedObject), hex(sizedObject), "object of " + n);
        }
    }

    private static void writeObject(Generator g, int count, int hint) throws IOException {
        g.writeStartObject(hint);
        for (int i = 0; i < count; i++) {
            g.writeName("k" + i);
            g.writeStartArray();
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    @Test
    void numbersTakeTheReferenceForms() throws IOException {
        assertEquals("464a00" + "fd", hex(write(g -> g.writeNumber(31))));
        assertEquals("464a00" + "04ff", hex(write(g -> g.writeNumber((short) 255))));
        assertEquals("464a00" + "0a" + "ffffffffffffffff",
                hex(write(g -> g.writeNumber(new BigInteger("18446744073709551615")))));
        assertEquals("464a00" + "0b0000003f", hex(write(g -> g.writeNumber(0.5))));
        assertEquals("464a00" + "0b0000003f", hex(write(g -> g.writeNumber(0.5f))));
        assertEquals("464a00" + "0c9a9999999999b93f", hex(write(g -> g.writeNumber(0.1))));
        assertEquals("464a00" + "0b0000c07f", hex(write(g -> g.writeNumber(Double.NaN))));
        // A BigDecimal is its decimal text whatever its value (issue 44); number text is read as
        // JSON text of it would be: 5 is an integer, 5e0 a float.
        assertEquals("464a00" + "17" + "35", hex(write(g -> g.writeNumber(new BigDecimal("5")))));
        assertEquals("464a00" + "19" + "352e30", hex(write(g -> g.writeNumber(new BigDecimal("5.0")))));
        assertEquals("464a00" + "e3", hex(write(g -> g.writeNumberText("5"))));
        assertEquals("464a00" + "0b0000a040", hex(write(g -> g.writeNumberText("5e0"))));
        assertEquals("464a00" + "0a" + "ffffffffffffffff", hex(write(g -> g.writeNumberText("18446744073709551615"))));
        assertEquals("464a00" + "0c9a9999999999b93f", hex(write(g -> g.writeNumberText("0.10")))); // text has no scale
        // Beyond uint64: its decimal text by default; the nearest float (the reference's model) on request.
        assertEquals("464a00" + "2a" + hex("18446744073709551616".getBytes(StandardCharsets.US_ASCII)),
                hex(write(g -> g.writeNumber(BigInteger.ONE.shiftLeft(64)))));
        Factory lossy = line.factory(Settings.defaults().with(Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64));
        assertEquals("464a00" + "0b0000805f", hex(Documents.write(lossy, g -> g.writeNumber(BigInteger.ONE.shiftLeft(64)))));
        expect(line, WRITE, () -> write(g -> g.writeNumberText("1.2.3")));
    }

    @Test
    void precisionLossFailsWhenAskedTo() {
        Factory strict = line.factory(Settings.defaults().with(Feature.FAIL_ON_PRECISION_LOSS));
        expect(line, WRITE, () -> Documents.write(strict, g -> g.writeNumber(BigInteger.ONE.shiftLeft(64))));
        expect(line, WRITE, () -> Documents.write(strict, g -> g.writeNumber(new BigDecimal("0.1000000000000000000001"))));
    }

    @Test
    void precisionIsKeptWhereTheFormatCan() throws IOException {
        Factory strict = line.factory(Settings.defaults().with(Feature.FAIL_ON_PRECISION_LOSS));
        assertEquals("464a00" + "0c9a9999999999b93f", hex(Documents.write(strict, g -> g.writeNumber(new BigDecimal("0.1")))));
        assertEquals("464a00" + "09" + "0000000000000080",
                hex(Documents.write(strict, g -> g.writeNumber(BigInteger.ONE.shiftLeft(63).negate()))));
    }

    @Test
    void rawOutputIsRefused() {
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> write(g -> g.writeRawValue("{}")));
        assertTrue(e.getMessage().contains("binary format"), e.getMessage());
        assertThrows(UnsupportedOperationException.class, () -> write(g -> g.writeRaw("x")));
    }

    @Test
    void binaryIsABase64String() throws IOException {
        byte[] data = {1, 2, 3, 4, 5};
        assertEquals(hex(write(g -> g.writeString("AgMEBQ=="))),
                hex(write(g -> g.writeBinary("MIME-NO-LINEFEEDS", data, 1, 4))));
        assertEquals(hex(write(g -> g.writeString("AQIDBAU="))),
                hex(write(g -> g.writeBinary(new ByteArrayInputStream(data), -1))));
    }

    /** {"näme": "välue"}, written from Strings. */
    private byte[] nameAndValue() throws IOException {
        return write(g -> {
            g.writeStartObject();
            g.writeName("näme");
            g.writeString("välue");
            g.writeEndObject();
        });
    }

    @Test
    void serializableNamesAndUtf8StringsWriteTheSameBytes() throws IOException {
        byte[] plain = nameAndValue();
        byte[] serialized = write(g -> {
            g.writeStartObject();
            g.writeSerializableName(line.serializedString("näme"));
            byte[] utf8 = "välue".getBytes(StandardCharsets.UTF_8);
            g.writeUtf8String(utf8, 0, utf8.length);
            g.writeEndObject();
        });
        assertEquals(hex(plain), hex(serialized));
    }

    /** Enum values come as SerializableStrings, whose UTF-8 is copied: the bytes are those of the String. */
    @Test
    void serializableStringValuesWriteTheBytesOfTheirString() throws IOException {
        for (String value : new String[] {"", "RED", "välue", "\u4e2d\u6587", "\uD83D\uDE00", "x".repeat(300)}) {
            assertEquals(hex(write(g -> g.writeString(value))),
                    hex(write(g -> g.writeSerializableString(line.serializedString(value)))), value);
        }
    }

    /**
     * Only Jackson's own SerializedString is trusted to keep its value's UTF-8: another
     * implementation's bytes (here not UTF-8), or a subclass's (here another string's), are not
     * written, its value is, as a name and as a value.
     */
    @Test
    void anotherSerializableStringIsWrittenAsItsValue() throws IOException {
        byte[] plain = nameAndValue();
        assertEquals(hex(plain), hex(serializableNameAndValue(line.misencodedSerializableString("näme"),
                line.misencodedSerializableString("välue"))));
        assertEquals(hex(plain), hex(serializableNameAndValue(line.forgedSerializedString("näme", "other"),
                line.forgedSerializedString("välue", "other"))));
    }

    /** An object of one member, its name and its value written as the SerializableStrings given. */
    private byte[] serializableNameAndValue(Object name, Object value) throws IOException {
        return write(g -> {
            g.writeStartObject();
            g.writeSerializableName(name);
            g.writeSerializableString(value);
            g.writeEndObject();
        });
    }

    /**
     * Jackson's SerializedString refuses to encode an unpaired surrogate with an IllegalArgumentException;
     * as a name (which let it through before) or a value it is the generator's own error, as for a String.
     */
    @Test
    void anUnpairedSurrogateInASerializableStringIsTheGeneratorsError() {
        Object broken = line.serializedString("a\uD800b");
        Failure name = expect(line, WRITE, () -> write(g -> {
            g.writeStartObject();
            g.writeSerializableName(broken);
            g.writeNull();
            g.writeEndObject();
        }));
        assertTrue(name.fullMessage().contains("unpaired surrogate"), name.fullMessage());
        Failure value = expect(line, WRITE, () -> write(g -> g.writeSerializableString(broken)));
        assertTrue(value.fullMessage().contains("unpaired surrogate"), value.fullMessage());
    }

    @Test
    void eachRootValueIsWrittenWhenComplete() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (Generator g = factory.generator(out)) {
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
        expect(line, WRITE, () -> write(g -> {
            g.writeStartObject();
            g.writeNumber(1);
        }));
        expect(line, WRITE, () -> write(g -> {
            g.writeStartObject();
            g.writeName("a");
            g.writeName("b");
        }));
    }

    /** AUTO_CLOSE_CONTENT (2.x: AUTO_CLOSE_JSON_CONTENT), switched off on the generator itself and on the factory. */
    @Test
    void closeEndsOpenContainersOnlyWithAutoClose() throws IOException {
        assertEquals("464a00" + "9f" + "e0", hex(write(g -> {
            g.writeStartArray();
            g.writeNumber(2);
        })));
        assertEquals("", hex(write(g -> {
            g.autoCloseContent(false);
            g.writeStartArray();
            g.writeNumber(2);
        })));
        Factory leaving = line.factory(Settings.defaults().with(Feature.KEEP_CONTENT_OPEN));
        assertEquals("", hex(Documents.write(leaving, g -> {
            g.writeStartArray();
            g.writeNumber(2);
        })));
    }

    /** Base64 variants that wrap lines (MIME, PEM) read back (was: a JSON-escaped line break, "\\n"). */
    @Test
    void binaryInLineWrappingBase64VariantsReadsBack() throws IOException {
        Mapper mapper = line.mapper();
        byte[] data = new byte[200];
        new Random(3).nextBytes(data);
        for (String v : List.of("MIME", "PEM", "MIME-NO-LINEFEEDS")) {
            byte[] doc = mapper.writeWithBase64(data, v);
            assertArrayEquals(data, mapper.readWithBase64(doc, byte[].class, v), v);
        }
    }

    /** When ending the document and closing the output both fail, the first failure is thrown, the other suppressed. */
    @Test
    void closeReportsTheFirstFailureAndSuppressesTheNext() throws Exception {
        OutputStream broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("write failed");
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                throw new IOException("write failed");
            }

            @Override
            public void close() throws IOException {
                throw new IOException("close failed");
            }
        };
        Generator g = factory.generator(broken);
        g.writeStartArray();
        Throwable e = expectJackson(line, g::close).exception();
        assertTrue(String.valueOf(e.getMessage()).contains("write failed"), e.getMessage());
        assertEquals(1, e.getSuppressed().length, "the close failure is kept, not lost");
        assertTrue(String.valueOf(e.getSuppressed()[0].getMessage()).contains("close failed"));
    }

    /** A null stream is refused naming the argument (was: a NullPointerException from inside the reader). */
    @Test
    void aNullInputStreamIsRefusedNamingTheArgument() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> factory.parser((InputStream) null));
        assertTrue(e.getMessage().contains("InputStream"), e.getMessage());
    }
}
