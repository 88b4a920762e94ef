package io.fracjson.spring.common;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;

import java.io.IOException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * Spring MVC: a request whose {@code Accept} names frac_json tables the service does not write
 * goes on without those ranges where it accepts something else ({@link ServedTables}).
 */
public class ServedTablesFilter extends HttpFilter {
    private static final long serialVersionUID = 1L;

    private final transient ServedTables tables;

    public ServedTablesFilter(ServedTables tables) {
        this.tables = tables;
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        List<MediaType> acceptable = tables.acceptable(Collections.list(request.getHeaders(HttpHeaders.ACCEPT)));
        chain.doFilter(acceptable == null ? request : new WithAccept(request, MediaType.toString(acceptable)), response);
    }

    /** The request with another {@code Accept}. */
    private static final class WithAccept extends HttpServletRequestWrapper {
        private final String accept;

        WithAccept(HttpServletRequest request, String accept) {
            super(request);
            this.accept = accept;
        }

        @Override
        public String getHeader(String name) {
            return HttpHeaders.ACCEPT.equalsIgnoreCase(name) ? accept : super.getHeader(name);
        }

        @Override
        public Enumeration<String> getHeaders(String name) {
            return HttpHeaders.ACCEPT.equalsIgnoreCase(name) ? Collections.enumeration(List.of(accept))
                    : super.getHeaders(name);
        }
    }
}
