"""CR 702.47a: "Splice onto [quality] [cost]" means "You may reveal this card from your hand as you cast a
[quality] spell. If you do, that spell gains the text of this card's rules text and you pay [cost] as an
additional cost to cast that spell." 702.47b: "If you're splicing more than one card onto a spell, reveal them all
at once ... The effects of the main spell must happen first." 702.47d: targets for the added text are chosen
normally (601.2c). Played with the compiled Glacial Ray and Desperate Ritual (Arcane instants, 'Splice onto Arcane
{1}{R}')."""

from __future__ import annotations

from support import board, events, life, resolve_stack, use_compiled, zone_names

use_compiled("Glacial Ray", "Desperate Ritual", "Lightning Bolt", "Kodama's Might")


def _pool(game) -> str:
    return "".join(m.type for m in game.state.players[0].pool)


def test_702_47a_b_reveal_pay_and_add_the_text() -> None:
    """702.47a: as the Arcane spell is cast the splice card is revealed and its cost added (601.2f: {1}{R} +
    {1}{R}); 702.47b: its effect ('Add {R}{R}{R}') is added to the spell; the card stays in the hand."""
    game = board({"hand": ["Glacial Ray", "Desperate Ritual"], "battlefield": [{"card": "Mountain", "count": 4}]})
    game.apply(f"cast {game.find('Glacial Ray', zone='hand')}")
    ritual = game.find("Desperate Ritual", zone="hand")
    assert game.pending.kind == "additional" and "{1}{R}" in game.pending.prompt
    game.apply(f"additional splice:Desperate_Ritual#{ritual}")
    game.apply("target P2")
    assert game.pending.prompt == "pay {2}{R}{R}"
    game.apply("autopay")
    assert [e.args["cards"] for e in events(game, "reveal_cards")] == [["Desperate Ritual"]]
    resolve_stack(game)
    assert life(game, 1) == 18
    assert _pool(game) == "RRR"
    assert zone_names(game, "hand") == ["Desperate Ritual"]
    assert zone_names(game, "graveyard") == ["Glacial Ray"]


def test_702_47b_spliced_targets_are_chosen_for_the_spell() -> None:
    """601.2c, 702.47b: Glacial Ray spliced onto Desperate Ritual: the resulting spell has a target."""
    game = board({"hand": ["Glacial Ray", "Desperate Ritual"], "battlefield": [{"card": "Mountain", "count": 4}]})
    game.apply(f"cast {game.find('Desperate Ritual', zone='hand')}")
    ray = game.find("Glacial Ray", zone="hand")
    game.apply(f"additional splice:Glacial_Ray#{ray}")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)
    assert life(game, 1) == 18 and _pool(game) == "RRR"
    assert zone_names(game, "hand") == ["Glacial Ray"]


def test_702_47a_declined_costs_nothing_more() -> None:
    game = board({"hand": ["Glacial Ray", "Desperate Ritual"], "battlefield": [{"card": "Mountain", "count": 4}]})
    game.apply(f"cast {game.find('Glacial Ray', zone='hand')}")
    game.apply("additional none")
    game.apply("target P2")
    assert game.pending.prompt == "pay {1}{R}"
    game.apply("autopay")
    resolve_stack(game)
    assert life(game, 1) == 18 and _pool(game) == ""
    assert not events(game, "reveal_cards")


def test_702_47a_only_onto_an_arcane_spell() -> None:
    """702.47a: 'as you cast an Arcane spell': Lightning Bolt isn't Arcane: nothing is offered."""
    game = board({"hand": ["Lightning Bolt", "Glacial Ray"], "battlefield": [{"card": "Mountain", "count": 4}]})
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    assert game.pending.kind == "target"


def test_702_47b_not_offered_without_a_target_for_its_text() -> None:
    """702.47b: "You can't choose to use a splice ability if you can't make the required choices (targets, etc.)
    for that card's rules text." Kodama's Might ('Target creature gets +2/+2') with no creature: not offered."""
    game = board({"hand": ["Desperate Ritual", "Kodama's Might"], "battlefield": [{"card": "Mountain", "count": 3}]})
    game.apply(f"cast {game.find('Desperate Ritual', zone='hand')}")
    assert game.pending.kind == "pay"
    game = board({"hand": ["Desperate Ritual", "Kodama's Might"],
                  "battlefield": [{"card": "Mountain", "count": 3}, "Grizzly Bears"]})
    game.apply(f"cast {game.find('Desperate Ritual', zone='hand')}")
    assert game.pending.kind == "additional" and "Kodama" in game.pending.prompt
