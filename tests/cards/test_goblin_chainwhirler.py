"""'deals N damage to each opponent and each creature and planeswalker they control' (Goblin Chainwhirler, End the
Festivities; 120.1, 109.4: 'they' are the players named before) and 'to target player and each creature and
planeswalker they control' (Chandra, Bold Pyromancer's −7)."""

from __future__ import annotations

from support import activate, board, cast, resolve_stack, use_compiled

use_compiled("Goblin Chainwhirler", "Chandra, Bold Pyromancer")


def _alive(game, name: str, player: int) -> bool:
    return any(o.card == name and o.controller == player and o.zone == "battlefield"
               for o in game.state.objects.values() if hasattr(o, "zone"))


def test_chainwhirler_hits_the_opponent_and_their_creatures_and_planeswalkers_only() -> None:
    game = board({"battlefield": [{"card": "Mountain", "count": 3}, "Llanowar Elves"],
                  "hand": ["Goblin Chainwhirler"]},
                 {"battlefield": ["Llanowar Elves", "Grizzly Bears",
                                  {"card": "Chandra, Bold Pyromancer", "counters": {"loyalty": 5}}]})
    cast(game, "Goblin Chainwhirler")
    resolve_stack(game)
    assert game.state.players[1].life == 19 and game.state.players[0].life == 20
    assert not _alive(game, "Llanowar Elves", 1) and _alive(game, "Llanowar Elves", 0)
    bears = game.find("Grizzly Bears")
    assert game.state.objects[bears].damage == 1
    chandra = game.find("Chandra, Bold Pyromancer")
    assert game.state.objects[chandra].counter("loyalty") == 4  # 120.3c


def test_chainwhirler_ruling_prevented_player_damage_still_hits_their_creatures() -> None:
    """Ruling: "If the damage Goblin Chainwhirler would deal to a player is prevented, it still deals 1 damage to
    that player's creatures and planeswalkers." Each recipient is dealt its own damage (120.2): here the damage
    to Kor Firewalker (protection from red) is prevented, and the player and the Elves are still dealt theirs."""
    game = board({"battlefield": [{"card": "Mountain", "count": 3}], "hand": ["Goblin Chainwhirler"]},
                 {"battlefield": ["Llanowar Elves", "Kor Firewalker"]})
    cast(game, "Goblin Chainwhirler")
    for _ in range(20):  # decline Kor Firewalker's 'you may gain 1 life' (a red spell was cast)
        if not game.state.stack and game.pending.kind == "priority":
            break
        game.apply("no" if game.pending.kind == "may" else "pass")
    assert not _alive(game, "Llanowar Elves", 1) and game.state.players[1].life == 19
    assert game.state.objects[game.find("Kor Firewalker")].damage == 0  # protection from red (702.16e)


def test_chandra_ruling_only_the_player_is_targeted() -> None:
    """Chandra, Bold Pyromancer: "Chandra's last ability targets only the player. Creatures and planeswalkers that
    player controls with hexproof will be dealt damage." Her −7: 10 damage to P2 and to each of P2's creatures,
    the hexproof one included; none to P1's."""
    game = board({"battlefield": [{"card": "Chandra, Bold Pyromancer", "counters": {"loyalty": 7}},
                                  "Grizzly Bears"]},
                 {"battlefield": ["Gladecover Scout", "Craw Wurm"]})
    activate(game, "Chandra, Bold Pyromancer", 3, "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 10
    assert not _alive(game, "Gladecover Scout", 1) and not _alive(game, "Craw Wurm", 1)
    assert _alive(game, "Grizzly Bears", 0)
