package io.fracjson.connect.testing;

import org.apache.kafka.common.config.ConfigDef;
import org.apache.kafka.connect.connector.Task;
import org.apache.kafka.connect.source.SourceConnector;
import org.apache.kafka.connect.source.SourceRecord;
import org.apache.kafka.connect.source.SourceTask;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A source of {@link Samples#sourceRecord} records 0 to {@code count - 1}, once each, to {@code topic}:
 * Structs with schemas and schemaless maps, for the converter to write.
 */
public class SampleSourceConnector extends SourceConnector {
    private Map<String, String> config;

    @Override
    public void start(Map<String, String> props) {
        config = props;
    }

    @Override
    public Class<? extends Task> taskClass() {
        return SampleTask.class;
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
        return new ConfigDef()
                .define("topic", ConfigDef.Type.STRING, ConfigDef.Importance.HIGH, "where records go")
                .define("count", ConfigDef.Type.INT, ConfigDef.Importance.HIGH, "how many");
    }

    @Override
    public String version() {
        return "test";
    }

    public static class SampleTask extends SourceTask {
        private String topic;
        private int count;
        private int next;

        @Override
        public void start(Map<String, String> props) {
            topic = props.get("topic");
            count = Integer.parseInt(props.get("count"));
        }

        @Override
        public List<SourceRecord> poll() throws InterruptedException {
            if (next >= count) {
                Thread.sleep(100);
                return null;
            }
            List<SourceRecord> batch = new ArrayList<>();
            for (int i = 0; i < 50 && next < count; i++, next++) {
                batch.add(Samples.sourceRecord(topic, next));
            }
            return batch;
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
