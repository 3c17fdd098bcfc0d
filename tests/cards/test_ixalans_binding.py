"""Ixalan's Binding ({3}{W} enchantment): 'When Ixalan's Binding enters the battlefield, exile target nonland
permanent an opponent controls until Ixalan's Binding leaves the battlefield. Your opponents can't cast spells
with the same name as the exiled card.' (610.3 the exile, 607.2a 'the exiled card', 201.2 same name, 101.2 /
601.3 the ban)."""

from __future__ import annotations

from support import board, cast, castable, pass_until, resolve_stack, use_compiled

from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD

BINDING = "Ixalan's Binding"

use_compiled(BINDING, "Invader Parasite")


def _bound(target: str = "Grizzly Bears"):  # noqa: ANN202
    """P1 casts Ixalan's Binding on P2's `target`; on P2's next main phase P2 holds a Grizzly Bears and an Elvish
    Mystic with Forests to cast them."""
    game = board({"battlefield": ["Plains"] * 4, "hand": [BINDING]},
                 {"battlefield": [target, "Forest", "Forest"], "hand": ["Grizzly Bears", "Elvish Mystic"]})
    cast(game, BINDING)
    game.apply("pass")
    game.apply("pass")  # the enchantment resolves; its enters trigger is put on the stack with its target
    assert game.pending.kind == "target", game.pending
    game.apply(f"target {game.find(target)}")
    resolve_stack(game)
    pass_until(game, "main1", turn=4)
    return game


def test_opponents_cant_cast_spells_with_the_exiled_cards_name() -> None:
    """101.2, 201.2: the exiled Grizzly Bears' name is banned for P2; another spell isn't."""
    game = _bound()
    assert not any(game.state.objects[o].card == "Grizzly Bears" for o in game.state.zones[BATTLEFIELD])
    assert not castable(game, "Grizzly Bears")
    assert castable(game, "Elvish Mystic")


def test_ruling_no_exiled_card_bans_nothing() -> None:
    """Ruling (2017-09-29): "If there is no exiled card (perhaps because the exiled permanent was a token or was a
    commander that moved to the command zone in the Commander variant), Ixalan's Binding won't stop players from
    casting spells." (here the exiled card left exile: 400.7, it is a new object)"""
    game = _bound()
    exiled = next(o for o in game.zone("exile", 0) if game.state.objects[o].card == "Grizzly Bears")
    move(game.state, exiled, "graveyard")
    assert castable(game, "Grizzly Bears")


def test_invader_parasite_reads_the_exiled_cards_name_in_a_trigger() -> None:
    """Invader Parasite: 'Whenever a land with the same name as the exiled card enters the battlefield under an
    opponent's control, Invader Parasite deals 2 damage to that player.' (607.2a, 201.2: the same filter as
    Ixalan's Binding's ban, read by a trigger): a Forest triggers it after a Forest was exiled, a Swamp doesn't."""
    game = board({"battlefield": ["Mountain"] * 5, "hand": ["Invader Parasite"]},
                 {"battlefield": ["Forest"], "hand": ["Forest", "Swamp"]})
    cast(game, "Invader Parasite")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "target", game.pending
    game.apply(f"target {game.find('Forest', player=1)}")
    resolve_stack(game)
    pass_until(game, "main1", turn=4)
    game.apply(f"play {game.find('Forest', zone='hand')}")
    resolve_stack(game)
    assert game.state.players[1].life == 18
    pass_until(game, "main1", turn=6)
    game.apply(f"play {game.find('Swamp', zone='hand')}")
    resolve_stack(game)
    assert game.state.players[1].life == 18
