package io.fracjson.spring6.redis;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.spring.common.redis.CachedOrder;
import io.fracjson.spring.common.redis.RedisCacheContract;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.cache.support.NullValue;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.Resource;
import org.springframework.data.redis.cache.RedisCacheConfiguration;
import org.springframework.data.redis.serializer.GenericJackson2JsonRedisSerializer;
import org.springframework.data.redis.serializer.Jackson2JsonRedisSerializer;
import org.springframework.data.redis.serializer.RedisSerializationContext.SerializationPair;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;

import java.io.IOException;

/**
 * Spring Data Redis 3's Jackson 2 serializers ({@link Jackson2JsonRedisSerializer},
 * {@link GenericJackson2JsonRedisSerializer}) on a {@link FracJsonMapper} keep the contract both
 * lines share, and a Spring Boot 3 application caches in a real redis-server through
 * {@link FracJsonCache} (docs/redis.md).
 */
class RedisCacheTest extends RedisCacheContract {
    /** docs/redis.md: Spring Cache's values as frac_json, on a mapper with Boot's Jackson settings. */
    @Configuration(proxyBeanMethods = false)
    static class FracJsonCache {
        @Bean
        RedisCacheConfiguration cacheConfiguration(Jackson2ObjectMapperBuilder boot,
                                                   @Value("${fracjson.keys-table}") Resource keysTable) throws IOException {
            KeysTable table = KeysTable.fromBytes(keysTable.getContentAsByteArray());
            FracJsonMapper mapper = new FracJsonMapper(FracJsonFactory.builder().keysTable(table).build());
            boot.configure(mapper);
            mapper.setPolymorphicTypeValidator(BasicPolymorphicTypeValidator.builder()
                    .allowIfSubType(CachedOrder.class.getPackageName() + ".")
                    .allowIfSubType("java.util.")
                    .allowIfSubType("java.math.")
                    .allowIfSubType(NullValue.class)
                    .build());
            RedisSerializer<Object> values = GenericJackson2JsonRedisSerializer.builder()
                    .objectMapper(mapper)
                    .defaultTyping(true)
                    .build();
            // Keys that name the keys table: an instance with another table misses instead of misreading.
            return RedisCacheConfiguration.defaultCacheConfig()
                    .computePrefixWith(cacheName -> cacheName + ":" + table.fingerprint() + "::")
                    .serializeValuesWith(SerializationPair.fromSerializer(values));
        }
    }

    @Override
    protected Class<?> cacheConfiguration() {
        return FracJsonCache.class;
    }

    /** A new mapper (the generic serializer's builder changes the one it is given), with Boot's defaults. */
    private static ObjectMapper mapper(On on) {
        ObjectMapper mapper = on.isFrac() ? new FracJsonMapper(FracJsonFactory.builder().keysTable(on.fracKeys()).build())
                : new ObjectMapper();
        Jackson2ObjectMapperBuilder.json().featuresToDisable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).configure(mapper);
        return mapper;
    }

    @Override
    protected RedisSerializer<Object> generic(On on) {
        return GenericJackson2JsonRedisSerializer.builder().objectMapper(mapper(on)).defaultTyping(true).build();
    }

    @Override
    protected <T> RedisSerializer<T> typed(On on, Class<T> type) {
        return new Jackson2JsonRedisSerializer<>(mapper(on), type);
    }

    @Override
    protected byte[] asJson(On on, byte[] document) {
        try {
            return mapper(On.JSON).writeValueAsBytes(mapper(on).readTree(document));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
