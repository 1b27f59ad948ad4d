package com.other;

record Points(int value) {}
