/**
 * The names the processor's packages share: the annotations', Beam's and the harness's, as {@code
 * javax.lang.model} compares them (the processor runs without them on its class path). A leaf: it
 * depends on no other package of the processor. {@code @API(status = INTERNAL)}.
 */
package io.pipespec.processor.names;
