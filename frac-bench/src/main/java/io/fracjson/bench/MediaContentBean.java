package io.fracjson.bench;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * {@link MediaContent}'s document read into classes with fields rather than records: databind
 * finds such properties through the parser's name matching ({@code nextNameMatch}), records
 * through a map of their creator's names, so the two read the same bytes by different paths.
 */
public class MediaContentBean {
    @JsonProperty("Media")
    public MediaBean media;
    @JsonProperty("Images")
    public List<ImageBean> images;

    public static class MediaBean {
        public String uri;
        public String title;
        public int width;
        public int height;
        public String format;
        public long duration;
        public long size;
        public int bitrate;
        public List<String> persons;
        public Media.Player player;
        public String copyright;
    }

    public static class ImageBean {
        public String uri;
        public String title;
        public int width;
        public int height;
        public Image.Size size;
    }
}
