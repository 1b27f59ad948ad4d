package io.pipespec.processor.model;

import org.apiguardian.api.API;

/**
 * Where an element is declared in the source, for stack frames that point at the test.
 *
 * @param fileName the source file's name as a stack trace shows it, such as {@code
 *     "TopItemsTest.java"}
 * @param line the line, from 1
 */
@API(status = API.Status.INTERNAL)
public record SourceLine(String fileName, int line) {}
