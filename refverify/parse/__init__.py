"""Step A: read the manuscript and its bibliography, find citations, build claims."""
