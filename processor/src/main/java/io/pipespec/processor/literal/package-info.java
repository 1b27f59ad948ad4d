/**
 * The literal grammar ({@code processor/LITERALS.md}): one parser per kind of type, composed by
 * {@link io.pipespec.processor.literal.LiteralParser}, each turning text into a {@link
 * io.pipespec.processor.model.Literal} value or a message that says which part is wrong and how to
 * write it.
 */
package io.pipespec.processor.literal;
