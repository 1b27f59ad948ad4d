package io.pipespec.flink;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts a class the way the JUnit console launcher runs tests given with {@code --class-path}: the
 * JVM's class path holds only this class, and the test class path is a class loader of its own,
 * also the context class loader. Uses nothing but the JDK, so that it loads without Flink.
 *
 * <p>{@code LauncherLikeMain <class path> <main class>}
 */
public final class LauncherLikeMain {

  private LauncherLikeMain() {}

  public static void main(String[] args) throws Exception {
    List<URL> urls = new ArrayList<>();
    for (String entry : args[0].split(File.pathSeparator, -1)) {
      if (!entry.isEmpty()) {
        urls.add(new File(entry).toURI().toURL());
      }
    }
    URLClassLoader tests =
        new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
    Thread.currentThread().setContextClassLoader(tests);
    Class.forName(args[1], true, tests)
        .getMethod("main", String[].class)
        .invoke(null, (Object) new String[0]);
  }
}
