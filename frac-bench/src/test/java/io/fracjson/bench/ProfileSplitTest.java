package io.fracjson.bench;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The split counts a sample once, at the format's outermost frame, and only under the measured work. */
class ProfileSplitTest {
    private static final List<String> PROFILE = List.of(
            "Thread.run;io/fracjson/bench/RatioBenchmark.rate;databind/Reader.read;io/fracjson/jackson/P.nextToken;"
                    + "io/fracjson/core/R.next 30",
            "Thread.run;io/fracjson/bench/RatioBenchmark.rate;databind/Reader.read;io/fracjson/jackson/P.getText 10",
            "Thread.run;io/fracjson/bench/RatioBenchmark.rate;io/fracjson/core/R.close 5",
            "Thread.run;io/fracjson/bench/RatioBenchmark.rate;databind/Reader.read;java/util/HashMap.putVal 55",
            "Thread.run;GC.collect;io/fracjson/core/R.next 1000"); // not under the work: not counted

    @Test
    void samplesWithAFrameOfTheFormatsPackagesAreItsCode() {
        ProfileSplit.Split split = ProfileSplit.split(PROFILE, List.of("io/fracjson/jackson/", "io/fracjson/core/"),
                "io/fracjson/bench/");
        assertEquals(100, split.samples());
        assertEquals(45, split.formatSamples());
        assertEquals(0.45, split.formatShare(), 1e-9);
        assertEquals(Map.of("io/fracjson/jackson/P.nextToken", 30L, "io/fracjson/jackson/P.getText", 10L,
                "io/fracjson/core/R.close", 5L), split.byEntry());
    }

    @Test
    void anotherFormatsPackagesSplitTheSameStacksOtherwise() {
        ProfileSplit.Split split = ProfileSplit.split(PROFILE, List.of("io/fracjson/core/"), "io/fracjson/bench/");
        assertEquals(35, split.formatSamples());
        assertEquals(Map.of("io/fracjson/core/R.next", 30L, "io/fracjson/core/R.close", 5L), split.byEntry());
    }
}
