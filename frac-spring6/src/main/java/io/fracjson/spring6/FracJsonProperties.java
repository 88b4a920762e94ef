package io.fracjson.spring6;

import io.fracjson.spring.common.FracJsonSettings;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code fracjson.*} settings of the frac_json converter and codecs that
 * {@link FracJsonAutoConfiguration} registers ({@link FracJsonSettings}, the same on both Spring
 * lines). Without any, documents are plain frac_json: no keys table, no compression.
 */
@ConfigurationProperties("fracjson")
public class FracJsonProperties extends FracJsonSettings {
}
