package io.fracjson.spring6;

import io.fracjson.spring.common.FracMimeTypes;

/**
 * The media types of frac_json bodies ({@code APPLICATION_FRAC_JSON}, {@code APPLICATION_FRAC_JSON_SEQ}
 * and their {@code _VALUE} strings): {@link FracMimeTypes}'s, under the name this line's users import.
 */
public final class FracJsonMediaType extends FracMimeTypes {
    private FracJsonMediaType() {
    }
}
