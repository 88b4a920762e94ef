package io.fracjson.spring.webflux;

import io.fracjson.spring.Spring7Line;
import io.fracjson.spring.common.kit.WebFluxBehaviour;

/** {@link WebFluxBehaviour} on Spring Boot 4's WebFlux, Reactor Netty and WebClient. */
class WebFluxFracJsonTest extends WebFluxBehaviour {
    WebFluxFracJsonTest() {
        super(new Spring7Line());
    }
}
