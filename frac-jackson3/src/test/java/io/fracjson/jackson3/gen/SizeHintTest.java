package io.fracjson.jackson3.gen;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.SizeHintBehaviour;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.util.JsonGeneratorDelegate;
import tools.jackson.jr.ob.JSON;

import java.io.ByteArrayOutputStream;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/** The kit's {@link SizeHintBehaviour} on Jackson 3, with jackson-jr 3 and a size-dropping Jackson 3 generator. */
class SizeHintTest extends SizeHintBehaviour {
    private static final FracJsonMapper MAPPER = new FracJsonMapper();
    private static final JSON JR = new JSON(new FracJsonFactory());

    SizeHintTest() {
        super(Jackson3Line.LINE);
    }

    /** What {@code writes} gives through a generator that drops every size it is passed. */
    private static byte[] withoutSizes(Consumer<JsonGenerator> writes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = new SizeDropping(new FracJsonFactory().createGenerator(ObjectWriteContext.empty(), out))) {
            writes.accept(g);
        }
        return out.toByteArray();
    }

    @Override
    protected byte[] databindWithoutSizes(Object value) {
        return withoutSizes(g -> MAPPER.writeValue(g, value));
    }

    @Override
    protected byte[] jacksonJrWithoutSizes(Object value) {
        return withoutSizes(g -> JSON.std.write(value, g));
    }

    @Override
    protected byte[] jacksonJrAsBytes(Object value) {
        return JR.asBytes(value);
    }

    @Override
    protected Map<String, Object> jacksonJrMapFrom(byte[] bytes) {
        return JR.mapFrom(bytes);
    }

    private static final class SizeDropping extends JsonGeneratorDelegate {
        SizeDropping(JsonGenerator delegate) {
            super(delegate, false);
        }

        @Override
        public JsonGenerator writeStartObject(Object forValue, int size) {
            return delegate.writeStartObject(forValue);
        }

        @Override
        public JsonGenerator writeStartArray(Object forValue, int size) {
            return delegate.writeStartArray(forValue);
        }

        @Override
        public JsonGenerator writeArray(int[] array, int offset, int length) {
            return writeWithoutSize(array, offset, length, i -> delegate.writeNumber(array[i]));
        }

        @Override
        public JsonGenerator writeArray(long[] array, int offset, int length) {
            return writeWithoutSize(array, offset, length, i -> delegate.writeNumber(array[i]));
        }

        @Override
        public JsonGenerator writeArray(double[] array, int offset, int length) {
            return writeWithoutSize(array, offset, length, i -> delegate.writeNumber(array[i]));
        }

        /** The array's elements {@code offset} to {@code offset + length}, in an array started without its size. */
        private JsonGenerator writeWithoutSize(Object array, int offset, int length, IntConsumer element) {
            delegate.writeStartArray(array);
            for (int i = offset; i < offset + length; i++) {
                element.accept(i);
            }
            return delegate.writeEndArray();
        }
    }
}
