package io.fracjson.kafka.testing;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;

/**
 * A clickstream event, the second record shape of the tests and the measurement (the first is
 * the bundled forum comments): nested objects, optional fields, a short list. {@code campaign}
 * is the key "version 2" of these events adds. The annotation package is Jackson 2's, which
 * Jackson 3 reads too.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Event(String eventId, long timestamp, String type, String userId, String sessionId, String page,
                    String referrer, Device device, Geo geo, List<String> tags, Double amount, String currency,
                    boolean consent, String campaign) {

    public record Device(String os, String browser, String version, int screenWidth, int screenHeight) {
    }

    public record Geo(String country, String region, String city, double latitude, double longitude) {
    }

    /** This event as version 2 of the shape writes it: with a campaign. */
    public Event withCampaign(String campaign) {
        return new Event(eventId, timestamp, type, userId, sessionId, page, referrer, device, geo, tags, amount,
                currency, consent, campaign);
    }
}
