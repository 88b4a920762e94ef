package io.fracjson.spring.common;

import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.core.io.Resource;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Loads the keys tables and dictionaries that {@code fracjson.*} properties name, for both Boot
 * lines, and logs what was loaded (fingerprint, size), as the Kafka deserializer does, so that a
 * mismatch between services can be read from their logs.
 */
public final class TableResources {
    private static final Log LOG = LogFactory.getLog(TableResources.class);

    private TableResources() {
    }

    /** The keys table in {@code resource}, which {@code property} names; null for none. */
    public static KeysTable keysTable(Resource resource, String property) {
        if (resource == null) {
            return null;
        }
        try {
            KeysTable table = KeysTable.fromBytes(read(resource, property));
            LOG.info(property + ": keys table " + table.fingerprint() + " (" + table.size() + " keys) from "
                    + resource.getDescription());
            return table;
        } catch (FracFormatException e) {
            throw new IllegalStateException(property + ": " + resource.getDescription()
                    + " is not a keys table (KeysTable.toBytes()): " + e.getMessage(), e);
        }
    }

    /** The zstd dictionary in {@code resource}, which {@code property} names; null for none. */
    public static ZstdDictionary dictionary(Resource resource, String property) {
        if (resource == null) {
            return null;
        }
        ZstdDictionary dictionary = ZstdDictionary.of(read(resource, property));
        LOG.info(property + ": dictionary " + dictionary.fingerprint() + " (" + dictionary.size() + " bytes) from "
                + resource.getDescription());
        return dictionary;
    }

    private static byte[] read(Resource resource, String property) {
        try (InputStream in = resource.getInputStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(property + " cannot be read from " + resource.getDescription(), e);
        }
    }
}
