package io.fracjson.spring6.kafka;

import io.fracjson.spring6.Spring6Line;
import io.fracjson.spring.common.kit.PropertiesOnlyKafkaBehaviour;

/** {@link PropertiesOnlyKafkaBehaviour} on Spring Boot 3, its spring-kafka, kafka-clients and broker. */
class PropertiesOnlyKafkaTest extends PropertiesOnlyKafkaBehaviour {
    PropertiesOnlyKafkaTest() {
        super(new Spring6Line());
    }
}
