"""The terminal game: a person against an agent, the board rendered with rich (`lithoform play`)."""

from lithoform.interfaces.tui.play import TerminalGame, play_terminal

__all__ = ["TerminalGame", "play_terminal"]
