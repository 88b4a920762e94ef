package io.fracjson.spring.kafka;

import io.fracjson.spring.Spring7Line;
import io.fracjson.spring.common.kit.PropertiesOnlyKafkaBehaviour;

/** {@link PropertiesOnlyKafkaBehaviour} on Spring Boot 4, its spring-kafka, kafka-clients and broker. */
class PropertiesOnlyKafkaTest extends PropertiesOnlyKafkaBehaviour {
    PropertiesOnlyKafkaTest() {
        super(new Spring7Line());
    }
}
