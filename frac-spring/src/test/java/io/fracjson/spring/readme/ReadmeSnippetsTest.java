package io.fracjson.spring.readme;

import io.fracjson.core.testing.ReadmeBlocks;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every {@code ```java} block of the Spring and Redis pages (docs/spring.md, docs/redis.md) appears
 * verbatim in a Spring Boot test (frac-spring's, or frac-spring6's for Spring Framework 6), where
 * the compiler checks it and the test runs it; a block of imports, among one test's imports. Editing either side alone
 * fails the build.
 */
class ReadmeSnippetsTest {
    private static final List<Path> SOURCES = List.of(
            Path.of("src/test/java/io/fracjson/spring/boot/SpringBootFracJsonTest.java"),
            Path.of("../frac-spring6/src/test/java/io/fracjson/spring6/boot/SpringBootFracJsonTest.java"),
            Path.of("src/test/java/io/fracjson/spring/redis/RedisCacheTest.java"),
            Path.of("../frac-spring6/src/test/java/io/fracjson/spring6/redis/RedisCacheTest.java"));

    @Test
    void everyJavaBlockOfItsPageIsInCompiledCode() throws IOException {
        ReadmeBlocks.assertKeptIn("frac-spring", SOURCES);
    }
}
