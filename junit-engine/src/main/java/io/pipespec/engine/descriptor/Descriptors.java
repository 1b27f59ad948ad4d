package io.pipespec.engine.descriptor;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;

/** What the engine's descriptors share: tags inherited down the tree, children moved to a copy. */
final class Descriptors {

  private Descriptors() {}

  /** {@code own} and every tag of the nodes above {@code node}, as JUnit Jupiter inherits them. */
  static Set<TestTag> withInheritedTags(TestDescriptor node, Set<TestTag> own) {
    Set<TestTag> all = new LinkedHashSet<>(own);
    node.getParent().ifPresent(parent -> all.addAll(parent.getTags()));
    return all;
  }

  /** Moves every child of {@code from} to {@code to}, in order. */
  static void moveChildren(TestDescriptor from, TestDescriptor to) {
    for (TestDescriptor child : List.copyOf(from.getChildren())) {
      from.removeChild(child);
      to.addChild(child);
    }
  }
}
