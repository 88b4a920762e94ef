package io.fracjson.connect.testing;

import org.apache.kafka.common.config.ConfigDef;
import org.apache.kafka.connect.connector.Task;
import org.apache.kafka.connect.sink.SinkConnector;
import org.apache.kafka.connect.sink.SinkRecord;
import org.apache.kafka.connect.sink.SinkTask;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** A sink that keeps the values it is given, by its {@code collector} setting, for the test to compare. */
public class CollectingSinkConnector extends SinkConnector {
    private static final Map<String, List<SinkRecord>> COLLECTED = new ConcurrentHashMap<>();
    private Map<String, String> config;

    /** The records the sink named {@code collector} was given so far. */
    public static List<SinkRecord> collected(String collector) {
        return COLLECTED.computeIfAbsent(collector, name -> new CopyOnWriteArrayList<>());
    }

    @Override
    public void start(Map<String, String> props) {
        config = props;
    }

    @Override
    public Class<? extends Task> taskClass() {
        return CollectingTask.class;
    }

    @Override
    public List<Map<String, String>> taskConfigs(int maxTasks) {
        return List.of(config);
    }

    @Override
    public void stop() {
    }

    @Override
    public ConfigDef config() {
        return new ConfigDef().define("collector", ConfigDef.Type.STRING, ConfigDef.Importance.HIGH, "a name");
    }

    @Override
    public String version() {
        return "test";
    }

    public static class CollectingTask extends SinkTask {
        private List<SinkRecord> into;

        @Override
        public void start(Map<String, String> props) {
            into = collected(props.get("collector"));
        }

        @Override
        public void put(Collection<SinkRecord> records) {
            into.addAll(records);
        }

        @Override
        public void stop() {
        }

        @Override
        public String version() {
            return "test";
        }
    }
}
