"""Canopy Stalker (compiled from its Oracle text), played through the engine.

Oracle text: Canopy Stalker must be blocked if able. / When Canopy Stalker dies, you gain 1 life for each
creature that died this turn."""

from __future__ import annotations

from support import board, cast, lands, life, resolve_stack, to_attackers

from lithoform import Game

STALKER = "Canopy Stalker"


def _blocking(theirs: list) -> Game:
    game = board({"battlefield": [STALKER]}, {"battlefield": theirs}, step="beginning_of_combat")
    to_attackers(game)
    game.apply(f"attack {game.find(STALKER)} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    return game


def test_the_defending_player_chooses_which_creature_blocks():
    """Ruling: "The defending player, not you, chooses which creature blocks Canopy Stalker." Either of the
    two may be the one."""
    game = _blocking(["Grizzly Bears", "Llanowar Elves"])
    assert game.pending.player == 1
    blocks = {str(a) for a in game.legal_actions() if a.kind == "block"}
    stalker = game.find(STALKER)
    assert blocks == {f"block {game.find('Grizzly Bears')} {stalker}", f"block {game.find('Llanowar Elves')} {stalker}"}
    assert not any(a.kind == "done" for a in game.legal_actions())


def test_it_isnt_blocked_when_no_creature_can_block_it():
    """Ruling: "If each creature the defending player controls can't block for any reason (such as being
    tapped), then Canopy Stalker isn't blocked.\""""
    game = board({"battlefield": [STALKER]}, {"battlefield": [{"card": "Grizzly Bears", "tapped": True}]},
                 step="beginning_of_combat")
    to_attackers(game)
    game.apply(f"attack {game.find(STALKER)} P2")
    game.apply("done")
    resolve_stack(game)
    assert game.pending.kind == "priority"  # no declaration of blockers was possible (509.1)
    assert game.state.combat.blocked == ()


def test_its_death_counts_itself_and_every_creature_that_died_this_turn():
    """Ruling: "Canopy Stalker's triggered ability counts itself, as well as any other creatures that die
    before the triggered ability resolves." Llanowar Elves dies first, then the Stalker; in response to the
    trigger a Grizzly Bears dies too: 3 life."""
    game = board({"battlefield": [STALKER, lands("Mountain", 3)], "hand": ["Shock", "Shock", "Shock"]},
                 {"battlefield": ["Llanowar Elves", "Grizzly Bears"]})
    s1, s2, s3 = game.zone("hand", 0)
    cast(game, s1, game.find("Llanowar Elves"))
    resolve_stack(game)
    cast(game, s2, game.find(STALKER))
    game.apply("pass")
    game.apply("pass")  # Shock resolves; the Stalker dies (704.5g) and its ability triggers
    assert game.find(STALKER, zone="graveyard") and len(game.state.stack) == 1  # the dies trigger
    cast(game, s3, game.find("Grizzly Bears"))
    resolve_stack(game)
    assert life(game, 0) == 23
