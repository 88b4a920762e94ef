package io.fracjson.spring.common.kit;

import io.fracjson.core.KeysTable;
import org.springframework.context.ApplicationContext;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.Encoder;
import org.springframework.http.codec.CodecConfigurer;

import java.nio.file.Path;

/**
 * What the Spring kit's behaviours need of a Spring line (frac-spring: Spring 7, Boot 4, Jackson 3;
 * frac-spring6: Spring 6, Boot 3, Jackson 2), implemented once in each line's tests: its own
 * classes, the few Boot names that moved between Boot 3 and 4, and its Jackson line's mappers for
 * a client's side of a conversation.
 */
public interface SpringLine {
    /** The line's {@code FracJsonAutoConfiguration}. */
    Class<?> autoConfiguration();

    /** The line's {@code FracJsonEncoder}, with a mapper of default settings. */
    Encoder<Object> encoder();

    /** The line's {@code FracJsonDecoder}, with a mapper of default settings and {@code maxInMemorySize}. */
    Decoder<Object> decoder(int maxInMemorySize);

    /** The property of the reactive codecs' max-in-memory-size (Boot 3 and 4 name it differently). */
    String codecsMaxInMemorySizeProperty();

    /** Applies the context's {@code CodecCustomizer} beans (Boot 3 and 4 keep the type in other packages). */
    void customizeCodecs(ApplicationContext context, CodecConfigurer configurer);

    /** The max-in-memory-size of the line's {@code FracJsonDecoder}; -1 for any other decoder. */
    int fracDecoderMaxInMemorySize(Decoder<?> decoder);

    /** One document of this value by the line's FracJsonMapper with this keys table (java.time as Boot's mapper has it). */
    byte[] writeFrac(KeysTable keysTable, Object value) throws Exception;

    /** One document of this value by the line's FracJsonMapper with this keys table and zstd level (a client with a server's settings). */
    byte[] writeFrac(KeysTable keysTable, int compressionLevel, Object value) throws Exception;

    /** A document read as a tree by the line's FracJsonMapper with this keys table. */
    Object readTree(KeysTable keysTable, byte[] document) throws Exception;

    /** What the line's mappers throw for a document they cannot read ({@code JacksonException}, Jackson 2's {@code IOException}). */
    Class<? extends Exception> jacksonException();

    /** A document read by the line's FracJsonMapper with this keys table. */
    <T> T readFrac(KeysTable keysTable, byte[] document, Class<T> type) throws Exception;

    /** JSON read by the line's JSON mapper (java.time as Boot's mapper has it). */
    <T> T readJson(String json, Class<T> type) throws Exception;

    /** JSON written by the line's JSON mapper (java.time as Boot's mapper has it). */
    String writeJson(Object value) throws Exception;

    /** The package of frac-kafka's classes for the line's Jackson ({@code io.fracjson.kafka.jackson3} or {@code .jackson}). */
    String fracKafkaPackage();

    /**
     * The frac-kafka property (without its client prefix, as {@code name=value}) of the registry
     * both the producer and the consumer use, given a directory of their own: frac-spring's is the
     * directory; frac-spring6's a topic, so that {@code TopicTableRegistry} runs on the
     * kafka-clients (3.9) and broker Boot 3 manages.
     */
    String tableRegistryProperty(Path directory);
}
