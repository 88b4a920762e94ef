package io.fracjson.connect;

import io.fracjson.core.KeysTable;
import io.fracjson.kafka.FracHeaders;
import io.fracjson.kafka.TableFingerprints;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.connect.runtime.isolation.PluginDesc;
import org.apache.kafka.connect.runtime.isolation.Plugins;
import org.apache.kafka.connect.storage.Converter;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The packaged plugin (target/frac-connect-VERSION-plugin, as the zip unpacks) found by a worker's
 * plugin scanner with {@code plugin.discovery=service_load}, loaded in a class loader of its own,
 * and converting a record with a keys table.
 */
class PluginPackagingIT {
    @Test
    void aWorkerFindsTheConverterInThePluginDirectoryByItsServiceFile() throws Exception {
        Path pluginPath = Path.of(System.getProperty("fracjson.connect.plugin"));
        try (Stream<Path> jars = Files.list(pluginPath.resolve("frac-connect"))) {
            List<String> names = jars.map(jar -> jar.getFileName().toString()).sorted().toList();
            assertTrue(names.stream().anyMatch(name -> name.startsWith("frac-connect-")), names.toString());
            assertTrue(names.stream().anyMatch(name -> name.startsWith("zstd-jni-")), names.toString());
            assertTrue(names.stream().noneMatch(name -> name.startsWith("kafka-clients") || name.startsWith("connect-api")
                    || name.startsWith("slf4j")), "the worker's own: " + names);
        }
        Plugins plugins = new Plugins(Map.of("plugin.path", pluginPath.toString(), "plugin.discovery", "service_load"));
        PluginDesc<Converter> desc = plugins.converters().stream()
                .filter(d -> d.className().equals(FracJsonConverter.class.getName()))
                .findFirst().orElseThrow(() -> new AssertionError("not found in " + pluginPath + File.separator));
        assertTrue(desc.location().contains("frac-connect"), desc.location());
        assertNotSame(FracJsonConverter.class.getClassLoader(), desc.pluginClass().getClassLoader());

        KeysTable table = KeysTable.of(List.of("id", "name"));
        Converter converter = desc.pluginClass().getDeclaredConstructor().newInstance();
        ClassLoader before = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(desc.loader());
        try {
            converter.configure(Map.of("frac.keys.table", table.toBytes()), false);
            RecordHeaders headers = new RecordHeaders();
            byte[] bytes = converter.fromConnectData("t", headers, null, Map.of("id", 1L, "name", "n"));
            assertEquals(new TableFingerprints(table.fingerprint(), null), FracHeaders.read(headers));
            assertEquals(Map.of("id", 1L, "name", "n"), converter.toConnectData("t", headers, bytes).value());
            converter.close();
        } finally {
            Thread.currentThread().setContextClassLoader(before);
        }
    }
}
