package io.fracjson.spring.common.kit;

import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

import java.util.ArrayList;
import java.util.List;

/** A Boot application the kit's behaviours start on 127.0.0.1 and a random port, quiet, closed by {@link #close}. */
final class Server implements AutoCloseable {
    final ConfigurableApplicationContext application;
    final String baseUrl;

    Server(Class<?> source, WebApplicationType type, String... properties) {
        this(new Class<?>[] {source}, type, properties);
    }

    /** An application of several sources (the kit's and a line's own configuration). */
    Server(Class<?>[] sources, WebApplicationType type, String... properties) {
        List<String> all = new ArrayList<>(List.of("server.address=127.0.0.1", "server.port=0",
                "spring.main.banner-mode=off", "logging.level.root=warn", "logging.level.org.springframework.web=error"));
        all.addAll(List.of(properties));
        application = new SpringApplicationBuilder(sources).web(type).properties(all.toArray(String[]::new)).run();
        // The port bound, as Boot 3 and 4 both publish it (what @LocalServerPort reads).
        baseUrl = "http://127.0.0.1:" + application.getEnvironment().getRequiredProperty("local.server.port");
    }

    @Override
    public void close() {
        application.close();
    }
}
