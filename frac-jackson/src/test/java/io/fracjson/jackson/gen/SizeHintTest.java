package io.fracjson.jackson.gen;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import com.fasterxml.jackson.jr.ob.JSON;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.SizeHintBehaviour;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Map;

/** The kit's {@link SizeHintBehaviour} on Jackson 2, with jackson-jr 2 and a size-dropping Jackson 2 generator. */
class SizeHintTest extends SizeHintBehaviour {
    private static final FracJsonMapper MAPPER = new FracJsonMapper();
    private static final JSON JR = JSON.builder(new FracJsonFactory()).build();

    SizeHintTest() {
        super(Jackson2Line.LINE);
    }

    @FunctionalInterface
    private interface Writes {
        void to(JsonGenerator g) throws IOException;
    }

    /** What {@code writes} gives through a generator that drops every size it is passed. */
    private static byte[] withoutSizes(Writes writes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = new SizeDropping(new FracJsonFactory().createGenerator(out))) {
            writes.to(g);
        }
        return out.toByteArray();
    }

    @Override
    protected byte[] databindWithoutSizes(Object value) throws IOException {
        return withoutSizes(g -> MAPPER.writeValue(g, value));
    }

    @Override
    protected byte[] jacksonJrWithoutSizes(Object value) throws IOException {
        return withoutSizes(g -> JSON.std.write(value, g));
    }

    @Override
    protected byte[] jacksonJrAsBytes(Object value) throws IOException {
        return JR.asBytes(value);
    }

    @Override
    protected Map<String, Object> jacksonJrMapFrom(byte[] bytes) throws IOException {
        return JR.mapFrom(bytes);
    }

    private static final class SizeDropping extends JsonGeneratorDelegate {
        SizeDropping(JsonGenerator delegate) {
            super(delegate, false);
        }

        @Override
        public void writeStartObject(Object forValue, int size) throws IOException {
            delegate.writeStartObject(forValue);
        }

        @Override
        public void writeStartArray(Object forValue, int size) throws IOException {
            delegate.writeStartArray(forValue);
        }

        @Override
        public void writeArray(int[] array, int offset, int length) throws IOException {
            writeWithoutSize(array, offset, length, i -> delegate.writeNumber(array[i]));
        }

        @Override
        public void writeArray(long[] array, int offset, int length) throws IOException {
            writeWithoutSize(array, offset, length, i -> delegate.writeNumber(array[i]));
        }

        @Override
        public void writeArray(double[] array, int offset, int length) throws IOException {
            writeWithoutSize(array, offset, length, i -> delegate.writeNumber(array[i]));
        }

        /** The array's elements {@code offset} to {@code offset + length}, in an array started without its size. */
        private void writeWithoutSize(Object array, int offset, int length, Element element) throws IOException {
            delegate.writeStartArray(array);
            for (int i = offset; i < offset + length; i++) {
                element.write(i);
            }
            delegate.writeEndArray();
        }
    }

    /** Writes the element at an index of an array. */
    @FunctionalInterface
    private interface Element {
        void write(int index) throws IOException;
    }
}
