package io.fracjson.core;

import java.nio.charset.StandardCharsets;

/**
 * Strict UTF-8: the writer encodes {@code char}s itself so that an unpaired surrogate
 * is an error instead of the JDK's silent '?'; the reader decodes a short string that is not all
 * ASCII itself, validating as it decodes, and a longer one with the JDK's fast decoder, which
 * replaces what is malformed instead of refusing it, and refuses what it replaced.
 */
final class Utf8 {
    private Utf8() {
    }

    /**
     * Returns -1 if {@code b[off, off+len)} is well-formed UTF-8 (no overlongs, no
     * surrogates, nothing above U+10FFFF), else the index of the first bad byte.
     */
    static int firstInvalid(byte[] b, int off, int len) {
        int end = off + len;
        int i = skipAsciiWords(b, off, end);
        while (i < end) {
            int c = b[i];
            if (c >= 0) {
                i++;
                continue;
            }
            c &= 0xFF;
            if (c < 0xC2) {
                return i;
            }
            if (c < 0xE0) {
                if (i + 1 >= end || !isContinuation(b[i + 1])) {
                    return i;
                }
                i += 2;
            } else if (c < 0xF0) {
                if (i + 2 >= end) {
                    return i;
                }
                if (!isThreeByte(c, b[i + 1], b[i + 2])) {
                    return i;
                }
                i += 3;
            } else if (c < 0xF5) {
                if (i + 3 >= end) {
                    return i;
                }
                if (!isFourByte(c, b[i + 1], b[i + 2], b[i + 3])) {
                    return i;
                }
                i += 4;
            } else {
                return i;
            }
        }
        return -1;
    }

    /** Past the ASCII from {@code i}, eight bytes at a time (none has its top bit set); stops at most 7 bytes short of an ASCII end. */
    private static int skipAsciiWords(byte[] b, int i, int end) {
        while (i + 8 <= end && ((long) LittleEndian.LONG.get(b, i) & 0x8080808080808080L) == 0) {
            i += 8;
        }
        return i;
    }

    private static boolean isContinuation(byte b) {
        return (b & 0xC0) == 0x80;
    }

    /** Whether lead byte {@code c} (0xE0 to 0xEF) and the next two are a 3-byte sequence: no overlong, no surrogate. */
    private static boolean isThreeByte(int c, byte b1, byte b2) {
        int c1 = b1 & 0xFF;
        return isContinuation(b1) && isContinuation(b2)
                && !(c == 0xE0 && c1 < 0xA0) // overlong
                && !(c == 0xED && c1 >= 0xA0); // surrogate
    }

    /** Whether lead byte {@code c} (0xF0 to 0xF4) and the next three are a 4-byte sequence: no overlong, nothing above U+10FFFF. */
    private static boolean isFourByte(int c, byte b1, byte b2, byte b3) {
        int c1 = b1 & 0xFF;
        return isContinuation(b1) && isContinuation(b2) && isContinuation(b3)
                && !(c == 0xF0 && c1 < 0x90) // overlong
                && !(c == 0xF4 && c1 >= 0x90); // above U+10FFFF
    }

    /**
     * The UTF-16 length of valid UTF-8 {@code b[off, off+len)}: what decoding it would give
     * {@link String#length()}, without decoding. Each sequence is one char, except a 4-byte one,
     * a code point above U+FFFF, which is a surrogate pair; so a sequence starts at every byte
     * but a continuation byte, and a 4-byte one at a byte 0xF0 to 0xF4.
     */
    static int charCount(byte[] b, int off, int len) {
        int chars = 0;
        for (int i = off, end = off + len; i < end; i++) {
            int c = b[i] & 0xFF;
            if (c < 0x80 || c >= 0xC0) {
                chars += c >= 0xF0 ? 2 : 1;
            }
        }
        return chars;
    }

    /**
     * {@code b[off, off+len)} decoded if it is well-formed UTF-8 (see {@link #firstInvalid}), else
     * null: one pass of the JDK's decoder (an intrinsic for ASCII) rather than a check and then a
     * decode. The JDK replaces each malformed sequence with U+FFFD, which text rarely holds, so
     * only a result holding one is checked against the input, to tell a U+FFFD the input encodes
     * from a replacement.
     */
    static String decodeStrict(byte[] b, int off, int len) {
        String s = new String(b, off, len, StandardCharsets.UTF_8);
        return s.indexOf('\uFFFD') < 0 || firstInvalid(b, off, len) < 0 ? s : null;
    }

    /**
     * As {@link #decodeStrict(byte[], int, int)}, decoding a string that is not all ASCII into
     * {@code chars} (at least {@code len} long; a char takes at least one byte) in the same pass
     * that validates it. The JDK's decoder, for such a string, fills a {@code byte[len]}, then a
     * {@code byte[2 * len]}, then trims that to the chars' length and is scanned again for
     * U+FFFD; this makes one {@code String} from the chars.
     */
    static String decodeStrict(byte[] b, int off, int len, char[] chars) {
        int end = off + len;
        int i = skipAsciiWords(b, off, end);
        while (i < end && b[i] >= 0) {
            i++;
        }
        if (i == end) {
            return new String(b, off, len, StandardCharsets.ISO_8859_1); // ASCII: a copy of the bytes
        }
        int n = 0;
        for (int j = off; j < i; j++) {
            chars[n++] = (char) b[j];
        }
        while (i < end) {
            int c = b[i];
            if (c >= 0) {
                chars[n++] = (char) c;
                i++;
                continue;
            }
            c &= 0xFF;
            if (c < 0xC2) {
                return null;
            }
            if (c < 0xE0) {
                if (i + 1 >= end || !isContinuation(b[i + 1])) {
                    return null;
                }
                chars[n++] = (char) ((c & 0x1F) << 6 | b[i + 1] & 0x3F);
                i += 2;
            } else if (c < 0xF0) {
                if (i + 2 >= end) {
                    return null;
                }
                if (!isThreeByte(c, b[i + 1], b[i + 2])) {
                    return null;
                }
                chars[n++] = (char) ((c & 0x0F) << 12 | (b[i + 1] & 0x3F) << 6 | b[i + 2] & 0x3F);
                i += 3;
            } else if (c < 0xF5) {
                if (i + 3 >= end) {
                    return null;
                }
                if (!isFourByte(c, b[i + 1], b[i + 2], b[i + 3])) {
                    return null;
                }
                int cp = (c & 0x07) << 18 | (b[i + 1] & 0x3F) << 12 | (b[i + 2] & 0x3F) << 6 | b[i + 3] & 0x3F;
                chars[n++] = Character.highSurrogate(cp);
                chars[n++] = Character.lowSurrogate(cp);
                i += 4;
            } else {
                return null;
            }
        }
        return new String(chars, 0, n);
    }

    /** UTF-8 length of a string without unpaired surrogates (each would count 3 bytes). */
    static int length(String s) {
        int bytes = s.length();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch >= 0x80) {
                bytes += ch < 0x800 || Character.isSurrogate(ch) ? 1 : 2; // a pair's 4 bytes, 2 a char
            }
        }
        return bytes;
    }

    /**
     * UTF-8 length of {@code c[0, n)}; -1 - index of an unpaired surrogate if there is one.
     */
    static int encodedLength(char[] c, int n) {
        int bytes = n;
        for (int i = 0; i < n; i++) {
            char ch = c[i];
            if (ch >= 0x80) {
                if (ch < 0x800) {
                    bytes++;
                } else if (Character.isSurrogate(ch)) {
                    if (!Character.isHighSurrogate(ch) || i + 1 >= n || !Character.isLowSurrogate(c[i + 1])) {
                        return -1 - i;
                    }
                    bytes += 2; // 4 bytes for the pair of 2 chars
                    i++;
                } else {
                    bytes += 2;
                }
            }
        }
        return bytes;
    }

    /**
     * Encodes {@code c[0, n)} into {@code dst} at {@code pos}, which must have room for the
     * encoded bytes (at most {@code 3 * n}; {@link #encodedLength} when measured) and one more: a
     * 3-byte sequence is stored as one 4-byte word (one bounds check instead of three), whose last
     * byte the next char overwrites. Returns the new position,
     * or -1 - index of an unpaired surrogate. (Callers copy a String's chars out with
     * {@code getChars} first: array reads are cheaper than {@code charAt} calls.)
     */
    static int encode(char[] c, int n, byte[] dst, int pos) {
        int i = 0;
        // ASCII run first: the common case, and a loop the JIT makes tight.
        while (i < n) {
            char ch = c[i];
            if (ch >= 0x80) {
                break;
            }
            dst[pos++] = (byte) ch;
            i++;
        }
        while (i < n) {
            int ch = c[i++];
            if (ch < 0x80) {
                dst[pos++] = (byte) ch;
            } else if (ch >= 0x800) {
                if (!Character.isSurrogate((char) ch)) { // the likelier (CJK text): checked first
                    LittleEndian.INT.set(dst, pos, 0xE0 | ch >> 12 | (0x80 | ch >> 6 & 0x3F) << 8 | (0x80 | ch & 0x3F) << 16);
                    pos += 3;
                } else {
                    if (!Character.isHighSurrogate((char) ch) || i >= n || !Character.isLowSurrogate(c[i])) {
                        return -i;
                    }
                    int cp = Character.toCodePoint((char) ch, c[i++]);
                    LittleEndian.INT.set(dst, pos, 0xF0 | cp >> 18 | (0x80 | cp >> 12 & 0x3F) << 8
                            | (0x80 | cp >> 6 & 0x3F) << 16 | (0x80 | cp & 0x3F) << 24);
                    pos += 4;
                }
            } else {
                LittleEndian.SHORT.set(dst, pos, (short) (0xC0 | ch >> 6 | (0x80 | ch & 0x3F) << 8));
                pos += 2;
            }
        }
        return pos;
    }
}
