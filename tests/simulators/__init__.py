"""Local simulators of the six metadata services, serving a *world* file in their real formats."""
from .server import Simulators, start_simulators
from .world import World, load_world

__all__ = ["Simulators", "World", "load_world", "start_simulators"]
