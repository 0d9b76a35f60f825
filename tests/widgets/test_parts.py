"""The parts lesson widgets share: a lesson's frame, a chart's place, the choice bar's clear."""

from __future__ import annotations

import ipywidgets as widgets
from matplotlib.figure import Figure

import tokaido_nb.widgets as package
from tokaido_nb.rules import Game
from tokaido_nb.widgets import ChoiceBar, Lesson, show_figure


class Counter(Lesson):
    restart_label = "Count again"
    restart_class = "tokaido-counter-restart"

    def __init__(self) -> None:
        super().__init__("Click to count.")
        self.count = 3
        self.children = [self.restart_button, self.message]

    def restart(self) -> None:
        self.count = 0
        self.message.say("Back to 0.")


def test_a_lesson_s_restart_button_starts_it_again_and_says_so():
    lesson = Counter()
    assert lesson.message.text == "Click to count."
    assert lesson.restart_button.description == "Count again"
    assert "tokaido-counter-restart" in lesson.restart_button._dom_classes
    lesson.restart_button.click()
    assert lesson.count == 0 and lesson.message.text == "Back to 0."


def test_a_figure_goes_into_an_output_as_a_picture():
    output = widgets.Output()
    figure = Figure(figsize=(2, 1))
    figure.add_subplot().plot([0, 1], [1, 0])
    show_figure(output, figure, "a line")
    (shown,) = output.outputs
    assert shown["data"]["text/plain"] == "a line"
    assert shown["data"]["image/png"].startswith("iVBOR")  # base64 of the PNG signature


def test_a_choice_bar_clears_its_buttons():
    bar = ChoiceBar(lambda action: None)
    bar.show(Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2]))
    assert bar.buttons and bar.actions
    bar.clear()
    assert bar.buttons == [] and bar.actions == [] and bar.children == ()


def test_every_lesson_widget_is_importable_from_the_package():
    lessons = [
        "AchievementCalculator",
        "EncounterDeck",
        "FinalScores",
        "GameWidget",
        "ReplayViewer",
        "RoadWalk",
        "ScoreSheetForm",
        "SouvenirSets",
        "StrategyLab",
        "Table",
        "TempleStandings",
        "TravellerPowers",
        "VariantChooser",
        "VillageTrip",
    ]
    for name in lessons:
        assert isinstance(getattr(package, name), type), name
        assert name in package.__all__
