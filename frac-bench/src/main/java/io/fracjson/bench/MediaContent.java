package io.fracjson.bench;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The classic "media content" serialization benchmark object (as in jvm-serializers), with the
 * property names of the corpus's MediaContent.json so both describe the same document.
 */
public record MediaContent(@JsonProperty("Media") Media media, @JsonProperty("Images") List<Image> images) {

    /** The benchmark's usual instance: one video and two images. */
    static MediaContent sample() {
        Media media = new Media("http://javaone.com/keynote.mpg", "Javaone Keynote", 640, 480, "video/mpg4",
                18_000_000L, 58_982_400L, 262_144, List.of("Bill Gates", "Steve Jobs"), Media.Player.JAVA, null);
        return new MediaContent(media, List.of(
                new Image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, Image.Size.LARGE),
                new Image("http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240, Image.Size.SMALL)));
    }
}
