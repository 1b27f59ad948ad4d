package io.pipespec.processor.validation;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import io.pipespec.processor.model.SourceLine;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.ExecutableElement;
import javax.tools.Diagnostic;

/** Source lines from javac's tree API ({@code com.sun.source.util.Trees}). */
final class JavacSourceLines implements SourceLines.Finder {

  private final Trees trees;

  /**
   * @throws IllegalArgumentException when {@code environment} is not javac's
   */
  JavacSourceLines(ProcessingEnvironment environment) {
    this.trees = Trees.instance(environment);
  }

  @Override
  public Optional<SourceLine> lineOf(ExecutableElement method) {
    TreePath path = trees.getPath(method);
    if (path == null || !(path.getLeaf() instanceof MethodTree tree)) {
      return Optional.empty();
    }
    CompilationUnitTree unit = path.getCompilationUnit();
    SourcePositions positions = trees.getSourcePositions();
    // The method's own line, where its name is: its return type starts there, while the start of
    // the whole tree is the first of its annotations.
    Tree named = tree.getReturnType() != null ? tree.getReturnType() : tree;
    long position = positions.getStartPosition(unit, named);
    if (position == Diagnostic.NOPOS || unit.getLineMap() == null) {
      return Optional.empty();
    }
    long line = unit.getLineMap().getLineNumber(position);
    String uriPath = unit.getSourceFile().toUri().getPath();
    String name = uriPath == null ? unit.getSourceFile().getName() : uriPath;
    String fileName = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
    if (fileName.isEmpty() || line < 1 || line > Integer.MAX_VALUE) {
      return Optional.empty();
    }
    return Optional.of(new SourceLine(fileName, (int) line));
  }
}
