package io.fracjson.kafka;

import org.apache.kafka.common.KafkaException;

/**
 * A {@link TableRegistry} could not be read or written in time, or holds an entry whose bytes do
 * not have the fingerprint it is stored under.
 */
public class TableRegistryException extends KafkaException {
    private static final long serialVersionUID = 1L;

    public TableRegistryException(String message) {
        super(message);
    }

    public TableRegistryException(String message, Throwable cause) {
        super(message, cause);
    }
}
