"""CR 602.2b, 118.3, 113.6m: an activated ability whose cost is 'Exile ~ from your graveyard' functions only
while its card is in its owner's graveyard; paying the cost exiles the card, and the ability resolves on its
own (113.7a). Played with compiled cards: Dauntless Cathar ('{1}{W}, Exile ~ from your graveyard: Create a
1/1 white Spirit creature token with flying. Activate only as a sorcery.'), Bramble Wurm ('{2}{G}, Exile ~
from your graveyard: You gain 5 life.')."""

from __future__ import annotations

from support import board, life, pass_both, use_compiled

use_compiled("Dauntless Cathar", "Bramble Wurm")


def _activations(game, oid: int) -> list:
    return [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == oid]


def test_113_6m_only_from_the_graveyard() -> None:
    """113.6m, 602.2b: on the battlefield the ability can't be activated (its cost can't be paid there)."""
    game = board({"battlefield": ["Dauntless Cathar", "Plains", "Plains"]})
    assert not _activations(game, game.find("Dauntless Cathar"))


def test_602_2b_paying_the_cost_exiles_the_card() -> None:
    """602.2b: the card is exiled as the cost is paid; the ability resolves and makes a 1/1 Spirit."""
    game = board({"graveyard": ["Dauntless Cathar"], "battlefield": ["Plains", "Plains"]})
    cathar = game.find("Dauntless Cathar", zone="graveyard")
    game.apply(_activations(game, cathar)[0])
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.find("Dauntless Cathar", zone="exile") and not game.state.zones["graveyard:0"]
    pass_both(game)
    tokens = [o for o in game.zone("battlefield") if game.chars(o).name == "Spirit Token"]
    assert len(tokens) == 1


def test_602_5d_activate_only_as_a_sorcery() -> None:
    """602.5d: Dauntless Cathar's ability isn't offered in the opponent's turn."""
    game = board({"graveyard": ["Dauntless Cathar"], "battlefield": ["Plains", "Plains"]}, active="P2")
    game.apply("pass")  # P2 passes priority to P1 in P2's main phase
    assert not _activations(game, game.find("Dauntless Cathar", zone="graveyard"))


def test_602_2b_an_instant_speed_graveyard_ability() -> None:
    """Bramble Wurm's has no timing restriction: activated in the opponent's turn, it gains 5 life."""
    game = board({"graveyard": ["Bramble Wurm"], "battlefield": ["Forest", "Forest", "Forest"]}, active="P2")
    game.apply("pass")
    game.apply(_activations(game, game.find("Bramble Wurm", zone="graveyard"))[0])
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert life(game, 0) == 25


def test_602_2b_exile_this_permanent_as_a_cost() -> None:
    """602.2b: 'Exile ~' from the battlefield is paid like sacrificing it: Brittle Effigy ('{4}, {T}, Exile ~:
    Exile target creature.') is exiled as the cost is paid, and the ability still resolves (113.7a)."""
    use_compiled("Brittle Effigy")
    game = board({"battlefield": ["Brittle Effigy", {"card": "Plains", "count": 4}]},
                 {"battlefield": ["Grizzly Bears"]})
    effigy = game.find("Brittle Effigy")
    game.apply(_activations(game, effigy)[0])
    game.apply(f"target {game.find('Grizzly Bears')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.find("Brittle Effigy", zone="exile")
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile")


def test_602_2b_exile_this_only_from_its_zone() -> None:
    """A battlefield ability whose cost exiles its source isn't activated from a graveyard."""
    use_compiled("Brittle Effigy")
    game = board({"graveyard": ["Brittle Effigy"], "battlefield": [{"card": "Plains", "count": 4}]},
                 {"battlefield": ["Grizzly Bears"]})
    assert not _activations(game, game.find("Brittle Effigy", zone="graveyard"))
