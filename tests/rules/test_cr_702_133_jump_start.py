"""CR 702.133a jump-start: “You may cast this card from your graveyard if the resulting spell is an instant or
sorcery spell by discarding a card as an additional cost to cast it” and “If this spell was cast using its
jump-start ability, exile this card instead of putting it anywhere else any time it would leave the stack.”
Played with compiled cards: Radical Idea ({1}{U} instant, 'Draw a card.', jump-start), Maximize Velocity
({R} sorcery), Cancel."""

from __future__ import annotations

from support import board, names, pass_both, use_compiled

from lithoform.state.actions import Action

use_compiled("Radical Idea", "Maximize Velocity", "Cancel")


def _jump_start(game, name: str) -> int:
    game.apply(f"cast {game.find(name, zone='graveyard')} jump-start")
    return game.state.announcing


def test_702_133a_cast_from_the_graveyard_discarding_a_card() -> None:
    """702.133a: the mana cost {1}{U} is paid and a card is discarded as an additional cost (601.2f-h)."""
    game = board({"graveyard": ["Radical Idea"], "hand": ["Ponder"],
                  "battlefield": [{"card": "Island", "count": 2}]})
    oid = game.find("Radical Idea", zone="graveyard")
    assert Action("cast", (oid, "jump-start")) in list(game.legal_actions())
    _jump_start(game, "Radical Idea")
    while game.pending.kind == "discard":
        game.apply(f"discard {game.find('Ponder')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    assert game.find("Ponder", zone="graveyard")
    pass_both(game)
    assert len(game.state.zones["hand:0"]) == 1  # the card drawn
    assert game.find("Radical Idea", zone="exile")  # 702.133a: exiled as it leaves the stack


def test_702_133a_no_card_to_discard_no_jump_start() -> None:
    """601.2h, 118.3: with an empty hand the additional cost can't be paid."""
    game = board({"graveyard": ["Radical Idea"], "battlefield": [{"card": "Island", "count": 2}]})
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_702_133a_a_countered_jump_start_spell_is_exiled() -> None:
    """702.133a: 'any time it would leave the stack': countered, it is exiled, not put into the graveyard."""
    game = board({"graveyard": ["Radical Idea"], "hand": ["Ponder"], "battlefield": [{"card": "Island", "count": 2}]},
                 {"hand": ["Cancel"], "battlefield": [{"card": "Island", "count": 3}]})
    spell = _jump_start(game, "Radical Idea")
    while game.pending.kind == "discard":
        game.apply(f"discard {game.find('Ponder')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    game.apply("pass")
    game.apply(f"cast {game.find('Cancel', zone='hand')}")
    game.apply(f"target {spell}")
    game.apply("autopay")
    pass_both(game)
    assert game.find("Radical Idea", zone="exile")
    assert "Radical Idea" not in names(game, "graveyard", 0)


def test_702_133a_a_sorcery_keeps_its_timing() -> None:
    """Ruling (Radical Idea): "You must still follow any timing restrictions and permissions, including those
    based on the card's type. For instance, you can cast a sorcery using jump-start only when you could
    normally cast a sorcery." Maximize Velocity can't be jump-started on the opponent's turn."""
    game = board({"graveyard": ["Maximize Velocity"], "hand": ["Ponder"], "battlefield": ["Mountain"]},
                 active="P2")
    while game.pending.player != 0:
        game.apply("pass")
    assert game.state.active == 1
    assert not [a for a in game.legal_actions() if a.kind == "cast"]
