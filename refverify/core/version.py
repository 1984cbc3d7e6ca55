"""The package's version: a leaf, so a step (the services' User-Agent) can read it without
importing the package's face."""
__version__ = "0.1.0"
