"""A short scripted game on the starter cards, printed as the rule-citing game log (`lithoform demo`)."""

from __future__ import annotations

from lithoform.play.game import Game

BOARD = {
    "active": "P1",
    "turn": 3,
    "step": "main1",
    "P1": {
        "battlefield": [{"card": "Mountain", "count": 4}, "Monastery Swiftspear", "Prodigal Pyromancer",
                        "Hornet Cannon"],
        "hand": ["Lightning Bolt", "Burst Lightning"],
    },
    "P2": {
        "battlefield": [{"card": "Island", "count": 2}, {"card": "Forest", "count": 2}, "Grizzly Bears"],
        "hand": ["Counterspell", "Giant Growth"],
    },
}

# Each step is an action; {Name} or {Name@zone} stands for that object's id, underscores for spaces.
SCRIPT = (
    "cast {Lightning_Bolt@hand}", "target {Grizzly_Bears}", "autopay",       # P1 casts Bolt
    "pass",                                                                   # P1 passes
    "cast {Counterspell@hand}", "target {Lightning_Bolt@stack}", "autopay",  # P2 counters it
    "pass", "pass",                                                           # Counterspell resolves
    "activate {Prodigal_Pyromancer} 1", "target {Grizzly_Bears}",            # P1 pings the Bears
    "pass",
    "cast {Giant_Growth@hand}", "target {Grizzly_Bears}", "autopay",         # P2 saves them
    "pass", "pass",                                                           # Giant Growth resolves
    "pass", "pass",                                                           # the ping resolves
    "activate {Hornet_Cannon} 1", "autopay",                                  # a Hornet until the end step
    "pass", "pass",
)


def play_demo() -> Game:
    """Bolt meets Counterspell, prowess, Giant Growth against a ping, and a Hornet for one turn."""
    game = Game.from_board(BOARD, seed=1)
    for line in SCRIPT:
        game.apply(_fill(game, line))
    while game.state.turn == 3 and not game.is_over:
        game.apply("done" if game.pending.kind in ("attackers", "blockers") else "pass")
    return game


def _fill(game: Game, line: str) -> str:
    out = []
    for word in line.split():
        if word.startswith("{"):
            name, _, zone = word.strip("{}").partition("@")
            out.append(str(game.find(name.replace("_", " "), zone or None)))
        else:
            out.append(word)
    return " ".join(out)


def main() -> int:
    for line in play_demo().log():
        print(line)
    return 0
