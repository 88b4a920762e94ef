package io.fracjson.spring.redis;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.spring.common.redis.CachedOrder;
import io.fracjson.spring.common.redis.RedisCacheContract;
import org.springframework.cache.support.NullValue;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.serializer.GenericJacksonJsonRedisSerializer;
import org.springframework.data.redis.serializer.JacksonJsonRedisSerializer;
import org.springframework.data.redis.serializer.RedisSerializationContext.SerializationPair;
import org.springframework.data.redis.serializer.RedisSerializer;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator;


/**
 * Spring Data Redis 4's Jackson 3 serializers ({@link JacksonJsonRedisSerializer},
 * {@link GenericJacksonJsonRedisSerializer}) on a {@link FracJsonMapper} keep the contract both
 * lines share, and a Spring Boot 4 application caches in a real redis-server through
 * {@link FracJsonCache} (docs/redis.md).
 */
class RedisCacheTest extends RedisCacheContract {
    /** docs/redis.md: Spring Cache's values as frac_json, on the auto-configured mapper. */
    @Configuration(proxyBeanMethods = false)
    static class FracJsonCache {
        @Bean
        RedisCacheConfiguration cacheConfiguration(FracJsonMapper mapper) {
            RedisSerializer<Object> values = GenericJacksonJsonRedisSerializer.builder(mapper::rebuild)
                    .enableDefaultTyping(BasicPolymorphicTypeValidator.builder()
                            .allowIfSubType(CachedOrder.class.getPackageName() + ".")
                            .allowIfSubType("java.util.")
                            .allowIfSubType("java.math.")
                            .allowIfSubType(NullValue.class)
                            .build())
                    .enableSpringCacheNullValueSupport()
                    .build();
            // Keys that name the keys table: an instance with another table misses instead of misreading.
            String table = mapper.tokenStreamFactory().keysTable().fingerprint();
            return RedisCacheConfiguration.defaultCacheConfig()
                    .computePrefixWith(cacheName -> cacheName + ":" + table + "::")
                    .serializeValuesWith(SerializationPair.fromSerializer(values));
        }
    }

    @Override
    protected Class<?> cacheConfiguration() {
        return FracJsonCache.class;
    }

    private static MapperBuilder<? extends ObjectMapper, ?> builder(On on) {
        return on.isFrac() ? FracJsonMapper.builder(FracJsonFactory.builder().keysTable(on.fracKeys()).build())
                : JsonMapper.builder();
    }

    @Override
    protected RedisSerializer<Object> generic(On on) {
        return GenericJacksonJsonRedisSerializer.builder(() -> builder(on))
                .enableUnsafeDefaultTyping()
                .enableSpringCacheNullValueSupport()
                .build();
    }

    @Override
    protected <T> RedisSerializer<T> typed(On on, Class<T> type) {
        return new JacksonJsonRedisSerializer<>(builder(on).build(), type);
    }

    @Override
    protected byte[] asJson(On on, byte[] document) {
        return JsonMapper.shared().writeValueAsBytes(builder(on).build().readTree(document));
    }
}
