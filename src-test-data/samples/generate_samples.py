#!/usr/bin/env python3
"""Generate synthetic JSON benchmark samples (entirely invented content).

How to run (from the repository root; Python 3.8+, standard library only):

    python3 src-test-data/samples/generate_samples.py

Writes, next to this script: media_content.json, social_timeline.json,
comments.json, comments_1.json, comments_many.json, geo.json, catalog.json.
The shapes imitate well-known JSON benchmark files (MediaContent, a social
media search timeline, a forum-comment dump, a GeoJSON border, an event
catalog); every name, text, id and number is produced here by a seeded
random.Random(20261122), so running the script twice gives identical files.
Output is compact JSON (no whitespace), UTF-8, ensure_ascii=False.
"""

import json
import math
import os
import random
import time

HERE = os.path.dirname(os.path.abspath(__file__))
R = random.Random(20261122)

SYL = ["ka", "lo", "mi", "ren", "ta", "vo", "shi", "an", "el", "dor", "ri", "su", "ne", "pa",
       "qu", "ix", "bel", "mar", "zo", "fen", "ly", "tor", "gra", "hu", "jen", "os", "wen"]
WORDS = ("the of and to in is it you that was for on are with as his they be at one have this "
         "from or had by hot word but what some we can out other were all there when up use "
         "your how said an each she which do their time if will way about many then them write "
         "would like so these her long make thing see him two has look more day could go come "
         "did number sound no most people my over know water than call first who may down side "
         "been now find any new work part take get place made live where after back little only "
         "round man year came show every good me give our under name very through just form "
         "sentence great think say help low line differ turn cause much mean before move right "
         "boy old too same tell does set three want air well also play small end put home read "
         "hand port large spell add even land here must big high such follow act why ask men "
         "change went light kind off need house picture try us again animal point mother world "
         "near build self earth father head stand own page should country found answer school "
         "grow study still learn plant cover food sun four between state keep eye never last "
         "let thought city tree cross farm hard start might story saw far sea draw left late "
         "run while press close night real life few north open seem together next white "
         "children begin got walk example ease paper group always music those both mark often "
         "letter until mile river car feet care second book carry took science eat room friend "
         "began idea fish mountain stop once base hear horse cut sure watch color face wood").split()
CJK = ["今日は", "とても", "いい天気", "ですね", "东京", "北京", "咖啡", "好吃", "新しい", "写真",
       "朋友", "週末", "楽しい", "电影", "音楽", "ラーメン", "春天", "学习", "旅行", "夜空"]
EMOJI = ["😀", "😂", "🎉", "🔥", "👍", "🙏", "💡", "🌧️", "☕", "🚀", "❤️", "🐱", "🍜", "✨", "🇯🇵", "👩‍💻"]
ACCENT = ["é", "ü", "ñ", "ø", "ç", "ł", "ő", "å"]


def name_word(rng=R, lo=2, hi=3):
    return "".join(rng.choice(SYL) for _ in range(rng.randint(lo, hi)))


def person_name():
    n = name_word().capitalize() + " " + name_word().capitalize()
    if R.random() < 0.15:
        n = n[:-1] + R.choice(ACCENT)
    return n


def sentence(lo=4, hi=18, unicode_p=0.15):
    ws = []
    for _ in range(R.randint(lo, hi)):
        r = R.random()
        if r < unicode_p * 0.5:
            ws.append(R.choice(CJK))
        elif r < unicode_p:
            ws.append(R.choice(EMOJI))
        else:
            ws.append(R.choice(WORDS))
    s = " ".join(ws)
    if not s:
        return ""
    return s[0].upper() + s[1:] + R.choice([".", "!", "?", "", "..."])


def hexid(n):
    return "".join(R.choice("0123456789abcdef") for _ in range(n))


def b36(n, width=6):
    a = "0123456789abcdefghijklmnopqrstuvwxyz"
    s = ""
    while n:
        n, r = divmod(n, 36)
        s = a[r] + s
    return s.rjust(width, "0")


def dump(name, obj):
    data = json.dumps(obj, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="") as fh:
        fh.write(data)
    return len(data.encode("utf-8"))


# --------------------------------------------------------------------------
def media_content():
    host = "http://%s.example.org/" % name_word()
    title = "%s %s Keynote" % (name_word().capitalize(), name_word().capitalize())
    return {
        "media": {
            "uri": host + "keynote.mpg", "title": title, "width": 640, "height": 480,
            "format": "video/mpg4", "duration": 18000000, "size": 58982400, "bitrate": 262144,
            "persons": [person_name(), person_name()], "player": "JAVA", "copyright": None,
        },
        "images": [
            {"uri": host + "keynote_large.jpg", "title": title, "width": 1024, "height": 768,
             "size": "LARGE"},
            {"uri": host + "keynote_small.jpg", "title": title, "width": 320, "height": 240,
             "size": "SMALL"},
        ],
    }


# --------------------------------------------------------------------------
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def tw_date():
    return "%s %s %02d %02d:%02d:%02d +0000 %d" % (
        R.choice(DAYS), R.choice(MONTHS), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59),
        R.randint(0, 59), R.randint(2008, 2026))


def color():
    return "%06X" % R.randrange(1 << 24)


def make_user(uid):
    sn = name_word(lo=2, hi=4) + ("_" + str(R.randint(1, 999)) if R.random() < 0.4 else "")
    has_url = R.random() < 0.5
    url = "http://t.example/%s" % b36(R.randrange(36 ** 8), 8) if has_url else None
    img = "http://pbs.img.example/profile_images/%d/%s_normal.jpeg" % (R.randrange(10 ** 9), hexid(8))
    return {
        "id": uid, "id_str": str(uid), "name": person_name(), "screen_name": sn,
        "location": R.choice(["", "東京", "Lisboa", "somewhere", "Zürich, CH", "地球 🌏", "Ouagadougou"]),
        "description": sentence(0, 14, 0.25) if R.random() < 0.85 else "",
        "url": url,
        "entities": {
            "url": {"urls": [{"url": url, "expanded_url": "http://%s.example.com" % sn,
                              "display_url": "%s.example.com" % sn, "indices": [0, len(url)]}]}
            if has_url else {"urls": []},
            "description": {"urls": []},
        },
        "protected": R.random() < 0.05, "followers_count": int(R.paretovariate(0.8) * 40),
        "friends_count": R.randint(0, 5000), "listed_count": R.randint(0, 300),
        "created_at": tw_date(), "favourites_count": R.randint(0, 90000),
        "utc_offset": R.choice([None, 32400, 3600, -18000, 0]),
        "time_zone": R.choice([None, "Tokyo", "Lisbon", "Eastern Time (US & Canada)", "Bern"]),
        "geo_enabled": R.random() < 0.3, "verified": R.random() < 0.02,
        "statuses_count": R.randint(1, 200000), "lang": R.choice(["ja", "en", "es", "pt", "de"]),
        "contributors_enabled": False, "is_translator": False, "is_translation_enabled": False,
        "profile_background_color": color(),
        "profile_background_image_url": "http://abs.img.example/images/themes/theme%d/bg.png" % R.randint(1, 19),
        "profile_background_image_url_https": "https://abs.img.example/images/themes/theme%d/bg.png" % R.randint(1, 19),
        "profile_background_tile": R.random() < 0.2,
        "profile_image_url": img, "profile_image_url_https": img.replace("http:", "https:"),
        "profile_banner_url": "https://pbs.img.example/profile_banners/%d/%d" % (uid, R.randrange(10 ** 10))
        if R.random() < 0.5 else None,
        "profile_link_color": color(), "profile_sidebar_border_color": color(),
        "profile_sidebar_fill_color": color(), "profile_text_color": color(),
        "profile_use_background_image": R.random() < 0.8, "default_profile": R.random() < 0.4,
        "default_profile_image": False, "following": False, "follow_request_sent": False,
        "notifications": False,
    }


def make_status(sid, users, allow_rt=True):
    user = R.choice(users)
    mentions = R.sample(users, R.randint(0, 2))
    tags = [R.choice(["ai", "猫", "coffee", "rust", "java", "旅行", "music", "news", "fútbol"])
            for _ in range(R.randint(0, 3))]
    body = sentence(3, 20, 0.3)
    text = " ".join(["@" + m["screen_name"] for m in mentions] + [body] + ["#" + t for t in tags])
    pos, ht, um = 0, [], []
    for m in mentions:
        um.append({"screen_name": m["screen_name"], "name": m["name"], "id": m["id"],
                   "id_str": m["id_str"], "indices": [pos, pos + 1 + len(m["screen_name"])]})
        pos += 2 + len(m["screen_name"])
    pos += len(body) + 1
    for t in tags:
        ht.append({"text": t, "indices": [pos, pos + 1 + len(t)]})
        pos += 2 + len(t)
    urls = []
    if R.random() < 0.3:
        u = "http://t.example/" + b36(R.randrange(36 ** 10), 10)
        urls.append({"url": u, "expanded_url": "https://www.%s.example/%s/%d" % (name_word(), name_word(), R.randrange(10 ** 6)),
                     "display_url": "%s.example/…" % name_word(), "indices": [len(text) + 1, len(text) + 1 + len(u)]})
        text += " " + u
    reply = R.random() < 0.2
    reply_to = R.choice(users) if reply else None
    st = {
        "metadata": {"result_type": "recent", "iso_language_code": R.choice(["ja", "en", "es", "zh"])},
        "created_at": tw_date(), "id": sid, "id_str": str(sid), "text": text,
        "source": '<a href="http://%s.example/app" rel="nofollow">%s for %s</a>' % (
            name_word(), name_word().capitalize(), R.choice(["iPhone", "Android", "Web"])),
        "truncated": False,
        "in_reply_to_status_id": sid - R.randint(1, 10 ** 6) if reply else None,
        "in_reply_to_status_id_str": str(sid - 17) if reply else None,
        "in_reply_to_user_id": reply_to["id"] if reply else None,
        "in_reply_to_user_id_str": reply_to["id_str"] if reply else None,
        "in_reply_to_screen_name": reply_to["screen_name"] if reply else None,
        "user": user, "geo": None, "coordinates": None, "place": None, "contributors": None,
        "retweet_count": int(R.expovariate(0.05)), "favorite_count": int(R.expovariate(0.1)),
        "entities": {"hashtags": ht, "symbols": [], "urls": urls, "user_mentions": um},
        "favorited": False, "retweeted": False, "lang": R.choice(["ja", "en", "es", "und"]),
    }
    if urls:
        st["possibly_sensitive"] = False
    if allow_rt and R.random() < 0.3:
        st["retweeted_status"] = make_status(sid - R.randint(10 ** 6, 10 ** 9), users, False)
    return st


def social_timeline():
    users = [make_user(R.randrange(10 ** 6, 3 * 10 ** 9)) for _ in range(60)]
    sid = 505874924095815681
    statuses = []
    for _ in range(100):
        statuses.append(make_status(sid, users))
        sid -= R.randint(1, 5 * 10 ** 5)
    return {
        "statuses": statuses,
        "search_metadata": {
            "completed_in": 0.087, "max_id": statuses[0]["id"], "max_id_str": statuses[0]["id_str"],
            "next_results": "?max_id=%d&q=%%E4%%B8%%80&count=100&include_entities=1" % (sid - 1),
            "query": "%E4%B8%80", "refresh_url": "?since_id=%d&q=%%E4%%B8%%80&include_entities=1" % statuses[0]["id"],
            "count": 100, "since_id": 0, "since_id_str": "0",
        },
    }


# --------------------------------------------------------------------------
COMMUNITIES = ["askscience", "gardening", "boardgames", "cooking", "hiking", "photography",
               "learnprogramming", "woodworking", "astronomy", "bicycling", "chess", "aquariums"]


def comment(i, t0, links):
    author = name_word(lo=2, hi=4) + (str(R.randint(1, 9999)) if R.random() < 0.5 else "")
    ups = int(R.expovariate(0.2)) - (1 if R.random() < 0.1 else 0)
    com = R.choice(COMMUNITIES)
    link = R.choice(links)
    cid = b36(R.randrange(36 ** 7), 7)
    created = t0 + i * R.randint(0, 40)
    parent = "t1_" + b36(R.randrange(36 ** 7), 7) if R.random() < 0.6 else link
    flair = R.random() < 0.15
    return {
        "all_awardings": [], "archived": False, "author": author,
        "author_flair_css_class": "f%d" % R.randint(1, 9) if flair else None,
        "author_flair_text": name_word().capitalize() if flair else None,
        "author_flair_text_color": None, "author_flair_type": "text",
        "author_fullname": "t2_" + b36(R.randrange(36 ** 8), 8),
        "awarders": [], "body": sentence(1, 12, 0.05), "can_gild": True, "can_mod_post": False,
        "collapsed": False, "collapsed_reason": None, "controversiality": 1 if R.random() < 0.05 else 0,
        "created_utc": created, "distinguished": None,
        "edited": created + R.randint(60, 90000) if R.random() < 0.1 else False,
        "gilded": 1 if R.random() < 0.01 else 0, "gildings": {}, "id": cid,
        "is_submitter": R.random() < 0.1, "link_id": link, "locked": False, "name": "t1_" + cid,
        "no_follow": R.random() < 0.7, "parent_id": parent,
        "permalink": "/r/%s/comments/%s/_/%s/" % (com, link[3:], cid),
        "retrieved_on": created + R.randint(3600, 86400 * 30), "score": ups, "score_hidden": False,
        "send_replies": True, "stickied": False, "subreddit": com,
        "subreddit_id": "t5_" + b36(COMMUNITIES.index(com) * 7919 + 12345, 5),
        "subreddit_name_prefixed": "r/" + com, "subreddit_type": "public",
        "total_awards_received": 0, "ups": ups, "downs": 0,
    }


def comments(n, t0):
    links = ["t3_" + b36(R.randrange(36 ** 6), 6) for _ in range(max(3, n // 25))]
    return [comment(i, t0, links) for i in range(n)]


# --------------------------------------------------------------------------
def ring(cx, cy, rx, ry, n):
    pts = []
    phase = R.random() * math.tau
    noise = [0.0] * 8
    for k in range(n):
        a = phase + math.tau * k / n
        # low-frequency wobble plus jitter: a ragged coastline
        r = 1 + 0.15 * math.sin(3 * a + noise[0]) + 0.07 * math.sin(11 * a) + R.uniform(-0.02, 0.02)
        x = cx + rx * r * math.cos(a)
        y = cy + ry * r * math.sin(a)
        digits = R.choice([6, 6, 7, 7, 8, 8, 9, 10, 12, 15])
        pts.append([float("%.*g" % (digits, x)), float("%.*g" % (digits, y))])
    pts.append(list(pts[0]))
    return pts


def geo():
    polys = []
    sizes = [9000, 4200, 2500, 1500, 900, 600, 400, 300, 200, 150, 100, 60, 40]
    for i, n in enumerate(sizes):
        cx, cy = -95 + R.uniform(-30, 30), 55 + R.uniform(-10, 15)
        rx, ry = R.uniform(0.5, 12) / (1 + i * 0.3), R.uniform(0.4, 8) / (1 + i * 0.3)
        rings = [ring(cx, cy, rx, ry, n)]
        if i == 0:
            rings.append(ring(cx + rx * 0.2, cy, rx * 0.1, ry * 0.1, 120))  # a lake
        polys.append(rings)
    return {
        "type": "FeatureCollection",
        "features": [{
            "type": "Feature",
            "properties": {"name": name_word(lo=3, hi=4).capitalize(), "iso_a3": "ZZX", "adm0_a3": "ZZX",
                           "population": 38123456, "area_km2": 9984670.5},
            "geometry": {"type": "MultiPolygon", "coordinates": polys},
        }],
    }


# --------------------------------------------------------------------------
FR = ["Arrière", "scène", "central", "Balcon", "Parterre", "Loge", "Corbeille", "jardin", "cour",
      "Orchestre", "Galerie", "Amphithéâtre", "Fosse", "Mezzanine", "Côté", "Plateau", "nord", "sud"]


def fr_name(lo=1, hi=3):
    return " ".join(R.choice(FR) for _ in range(R.randint(lo, hi)))


def catalog():
    def ids(n, lo):
        out, x = [], lo
        for _ in range(n):
            x += R.randint(1, 900)
            out.append(x)
        return out

    areas = ids(60, 205705990)
    audience = ids(5, 337100880)
    seatcats = ids(60, 338937230)
    subtopics = ids(20, 337184260)
    topics = ids(12, 107888600)
    blocks = ids(10, 338000000)
    venues = ["%s_%s" % (name_word().upper(), name_word().upper()) for _ in range(6)]
    events = {}
    event_ids = ids(150, 138586300)
    for eid in event_ids:
        events[str(eid)] = {
            "description": None if R.random() < 0.8 else sentence(4, 12, 0.0), "id": eid,
            "logo": "/images/UE0AAAAA%s" % b36(R.randrange(36 ** 16), 16).upper() if R.random() < 0.6 else None,
            "name": sentence(1, 5, 0.0).rstrip(".!?"), "subTopicIds": R.sample(subtopics, R.randint(1, 4)),
            "subjectCode": None, "subtitle": None, "topicIds": R.sample(topics, R.randint(1, 3)),
        }
    perfs = []
    pid = 339887500
    start = 1372701600000
    for _ in range(300):
        pid += R.randint(1, 60)
        start += R.randint(0, 4) * 86400000 + R.choice([0, 3600000, 7200000])
        cats = R.sample(seatcats, R.randint(1, 5))
        perfs.append({
            "eventId": R.choice(event_ids), "id": pid, "logo": None, "name": None,
            "prices": [{"amount": R.randint(5, 250) * 250, "audienceSubCategoryId": audience[0],
                        "seatCategoryId": c} for c in cats],
            "seatCategories": [{"areas": [{"areaId": a, "blockIds": []} for a in R.sample(areas, R.randint(1, 6))],
                                "seatCategoryId": c} for c in cats],
            "seatMapImage": None, "start": start, "venueCode": R.choice(venues),
        })
    return {
        "areaNames": {str(a): fr_name() for a in areas},
        "audienceSubCategoryNames": {str(a): R.choice(["Abonné", "Tarif réduit", "Plein tarif", "Jeune", "Groupe"]) for a in audience},
        "blockNames": {str(b): fr_name(1, 2) for b in blocks},
        "events": events,
        "performances": perfs,
        "seatCategoryNames": {str(c): "%d%s catégorie" % (i % 5 + 1, "ère" if i % 5 == 0 else "e")
                              for i, c in enumerate(seatcats)},
        "subTopicNames": {str(s): fr_name(1, 2) for s in subtopics},
        "subjectNames": {},
        "topicNames": {str(t): fr_name(1, 2) for t in topics},
        "topicSubTopics": {str(t): R.sample(subtopics, R.randint(1, 5)) for t in topics},
        "venueNames": {v: "Salle " + v.split("_")[0].capitalize() for v in venues},
    }


SHIPMENT_CITIES = [("Berlin", "DE", "10115"), ("Hamburg", "DE", "20095"), ("Lyon", "FR", "69001"),
                   ("Milano", "IT", "20121"), ("Rotterdam", "NL", "3011"), ("Wien", "AT", "1010"),
                   ("Kraków", "PL", "31-001"), ("Sevilla", "ES", "41001"), ("Göteborg", "SE", "411 01")]
SHIPMENT_STATUS = ["CREATED", "PICKED_UP", "IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED"]


def shipment(i, rng, t0):
    """An order-shipment event of some 400 bytes: ids, status, carrier, money as text, ISO times."""
    origin, destination = rng.sample(SHIPMENT_CITIES, 2)
    created = t0 + i * 97 + rng.randint(0, 90)
    status = rng.randrange(len(SHIPMENT_STATUS))
    iso = lambda t: time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))
    return {
        "shipmentId": "SH-%07d" % (100000 + i),
        "orderId": "ORD-%s" % b36(rng.randrange(36 ** 6)),
        "status": SHIPMENT_STATUS[status],
        "carrier": rng.choice(["DHL", "UPS", "GLS", "DPD", "PostNL"]),
        "service": rng.choice(["standard", "express"]),
        "weightKg": round(rng.uniform(0.2, 25), 2),
        "parcels": rng.randint(1, 3),
        "origin": {"city": origin[0], "country": origin[1], "postcode": origin[2]},
        "destination": {"city": destination[0], "country": destination[1], "postcode": destination[2]},
        "declaredValue": {"amount": "%d.%02d" % (rng.randint(5, 900), rng.randrange(100)),
                          "currency": "EUR"},
        "createdAt": iso(created),
        "updatedAt": iso(created + status * rng.randint(1800, 30000)),
        "signatureRequired": rng.random() < 0.2,
    }


def shipments(n, t0):
    rng = random.Random(44)  # its own stream: the other files stay as they were
    return [shipment(i, rng, t0) for i in range(n)]


def main():
    sizes = {}
    sizes["media_content.json"] = dump("media_content.json", media_content())
    sizes["social_timeline.json"] = dump("social_timeline.json", social_timeline())
    c = comments(100, 1427846400)
    sizes["comments.json"] = dump("comments.json", c)
    sizes["comments_1.json"] = dump("comments_1.json", c[0])
    sizes["comments_many.json"] = dump("comments_many.json", comments(2000, 1430438400))
    sizes["geo.json"] = dump("geo.json", geo())
    sizes["catalog.json"] = dump("catalog.json", catalog())
    sizes["shipments_many.json"] = dump("shipments_many.json", shipments(2000, 1762000000))
    for k, v in sizes.items():
        print("%-22s %9d bytes" % (k, v))
    print("%-22s %9d bytes" % ("total", sum(sizes.values())))


if __name__ == "__main__":
    main()
