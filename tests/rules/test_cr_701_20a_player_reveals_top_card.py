"""701.20a: "To reveal a card, show that card to all players for a brief time." '[player] reveals the top card of
their library. If it's a [quality] card, that player puts it into their hand.' (mechanics/reveal_top_player):
the reveal is an event every player sees; only a matching card moves."""

from __future__ import annotations

import dataclasses

from support import attack, board, events, resolve_stack, to_attackers, use_compiled

from lithoform.carddb import get_card
from lithoform.compiler import compile_face

use_compiled("Goblin Guide")


def test_701_20a_the_reveal_is_logged_for_every_player() -> None:
    game = board({"battlefield": ["Goblin Guide"]}, {"library": ["Grizzly Bears"]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Goblin Guide"))
    resolve_stack(game)
    (reveal,) = events(game, "reveal_cards")
    assert reveal.args["cards"] == ["Grizzly Bears"] and reveal.args["player"] == 1


def test_701_20a_defending_player_of_another_creatures_attack_is_the_one_it_attacks() -> None:
    """506.2: 'defending player' is the player the attacking creature attacks; in 'whenever a creature you
    control attacks' that is the triggering creature's (Silumgar, the Drifting Death's ruling: "determined
    relative to the Dragon that attacked"), so the form compiles and reads the trigger's attacker."""
    face = dataclasses.replace(get_card("Goblin Guide").faces[0], text=(
        "Whenever a creature you control attacks, defending player reveals the top card of their library. "
        "If it's a land card, that player puts it into their hand."))
    compiled = compile_face(face, "Goblin Guide")
    assert compiled.ok
    assert "DefendingPlayer" in repr(compiled.face.abilities[0])
