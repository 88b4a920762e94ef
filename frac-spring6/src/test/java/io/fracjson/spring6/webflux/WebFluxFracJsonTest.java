package io.fracjson.spring6.webflux;

import io.fracjson.spring6.Spring6Line;
import io.fracjson.spring.common.kit.WebFluxBehaviour;

/** {@link WebFluxBehaviour} on Spring Boot 3's WebFlux, Reactor Netty and WebClient. */
class WebFluxFracJsonTest extends WebFluxBehaviour {
    WebFluxFracJsonTest() {
        super(new Spring6Line());
    }
}
