package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonWriteFeature;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.ExactNumbersBehaviour;
import io.fracjson.testkit.JacksonLine.Mapper;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The kit's {@link ExactNumbersBehaviour} on Jackson 3: dates as timestamps need
 * WRITE_DATES_AS_TIMESTAMPS, the format features may be set per mapper too, and java.time's
 * default (ISO-8601 text) is checked here.
 */
class ExactNumbersTest extends ExactNumbersBehaviour {
    ExactNumbersTest() {
        super(Jackson3Line.LINE);
    }

    @Override
    protected Mapper timestampsMapper(boolean json) {
        return Jackson3Line.wrap(json ? JsonMapper.builder().enable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS).build()
                : FracJsonMapper.builder().enable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS).build());
    }

    /** The format feature set per mapper (Jackson 3's way) as well as per factory. */
    @Override
    protected List<Mapper> lossyMappers() {
        return List.of(Jackson3Line.wrap(FracJsonMapper.builder().enable(FracJsonWriteFeature.WRITE_INEXACT_NUMBERS_AS_FLOAT64)
                .build()), super.lossyMappers().get(0));
    }

    /**
     * Jackson 3 has java.time built in, and by default (WRITE_DATES_AS_TIMESTAMPS off, unlike
     * 2.x's JavaTimeModule) writes dates as ISO-8601 text: they read back as JSON reads them.
     */
    @Test
    void timesWithDefaultSettingsReadBackAsJsonReadsThem() throws IOException {
        Mapper frac = line.mapper();
        Mapper json = line.jsonMapper();
        Times times = times();
        Times back = roundTrip(frac, times, Times.class);
        assertEquals(times.instant(), back.instant());
        assertEquals(roundTrip(json, times, Times.class), back);
        assertEquals(times.offset().toInstant(), back.offset().toInstant());
        assertEquals(times.zoned().toInstant(), back.zoned().toInstant());
        assertEquals(line.field(json.readTree(json.write(times)), "instant"),
                line.field(frac.readTree(frac.write(times)), "instant"), "an Instant is text, as in JSON");
        Instant whole = Instant.ofEpochSecond(1_700_000_000L);
        assertEquals(whole, roundTrip(frac, new Times(whole, null, null), Times.class).instant());
    }
}
