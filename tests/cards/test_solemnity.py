"""Solemnity: "Players can't get counters. / Counters can't be put on artifacts, creatures, enchantments, or lands."
(122.1, 122.6; mechanics/counter_bans: PLAYER_COUNTERS_FORBIDDEN and COUNTERS_FORBIDDEN)."""

from __future__ import annotations

from support import attack, board, cast, counters, pass_both, use_compiled

use_compiled("Solemnity", "Walking Ballista", "Aether Hub", "Glistener Elf")


def test_it_compiles() -> None:
    (card,) = use_compiled("Solemnity")
    assert len(card.faces[0].abilities) == 2


def test_ruling_no_counters_as_a_creature_enters() -> None:
    """Ruling: "Solemnity stops counters from being put on an artifact, creature, enchantment, or land as it enters
    the battlefield, as well as stopping counters from being put on them later." Walking Ballista cast for X=2
    enters with no +1/+1 counters: a 0/0, it dies (704.5f)."""
    game = board({"battlefield": ["Solemnity", {"card": "Plains", "count": 4}], "hand": ["Walking Ballista"]})
    cast(game, "Walking Ballista", x=2)
    pass_both(game)
    assert "Walking Ballista" in [game.state.objects[o].card for o in game.state.zones["graveyard:0"]]


def test_players_cant_get_energy_counters() -> None:
    """'Players can't get counters.' (122.1): Aether Hub's 'you get {E}' gives none."""
    game = board({"battlefield": ["Solemnity"], "hand": ["Aether Hub"]})
    game.apply(f"play {game.find('Aether Hub')}")
    pass_both(game)
    assert game.state.player_counter(0, "energy") == 0


def test_players_cant_get_poison_counters() -> None:
    """Ruling: "Damage from a source with infect has no effect on creatures or players. ... Players don't get poison
    counters and they don't lose life." (120.3b)."""
    game = board({"battlefield": ["Glistener Elf"]}, {"battlefield": ["Solemnity"]}, step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Glistener Elf"))
    for _ in range(50):
        if game.pending.kind == "blockers":
            game.apply("done")  # no blocks
        if game.state.step == "end":
            break
        pass_both(game) if game.pending.kind == "priority" else None
    assert game.state.players[1].poison == 0 and game.state.players[1].life == 20


def test_ruling_counters_already_there_stay() -> None:
    """Ruling: "Solemnity doesn't remove any counters players or permanents already have.\""""
    game = board({"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 1}}, {"card": "Plains", "count": 3}],
                  "hand": ["Solemnity"]})
    cast(game, "Solemnity")
    pass_both(game)
    assert counters(game, game.find("Grizzly Bears"), "+1/+1") == 1
