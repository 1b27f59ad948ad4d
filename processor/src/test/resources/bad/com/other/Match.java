package com.other;

/** A public record whose component type cannot be named outside com.other. */
public record Match(String name, Points points) {}
